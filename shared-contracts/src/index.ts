export * from './types';
export * from './events';
export * from './endpoints';
export * from './messages';
export * from './constants';
export * from './platform';
export * from './rules';
export * from './modals';
