// The analytics module's public face: other modules import from here, never from its files.
export { AnalyticsModule } from './analytics.module';
export { AnalyticsApiKeys, type ApiKeyInfo } from './api-keys/analytics-api-keys';
