export * from './datetime';
export * from './maintenance';
export * from './format';
export * from './quantity';
export * from './goods-card';
export * from './redirect';
export * from './errors';
export * from './shipping';
