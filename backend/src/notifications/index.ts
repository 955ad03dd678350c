// The notifications module's public face: other modules import from here, never from its files.
export { NotificationsModule } from './notifications.module';
