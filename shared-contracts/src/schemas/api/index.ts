export * from './common';
export * from './settings';
export * from './goods';
export * from './exhibit';
export * from './cart';
export * from './auth';
export * from './notice';
export * from './my';
