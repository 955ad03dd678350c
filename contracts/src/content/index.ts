export * from './landing';
export * from './navigation';
export * from './pages';
export * from './journal';
export * from './forms';
export * from './sitemap';
