// The content module's public face: other modules import from here, never from its files.
export { ContentModule } from './content.module';
