export * from './api';
export * from './events';
export * from './client-errors';
