// The support module's public face: other modules import from here, never from its files.
export { SupportModule } from './support.module';
