/** The database schema, one file per domain (drizzle-kit reads this index). */
export * from './catalog';
export * from './members';
export * from './orders';
export * from './exhibit';
export * from './raffles';
export * from './cs';
export * from './app';
export * from './settings';
export * from './informations';
export * from './messaging';
export * from './reviews';
export * from './inquiries';
export * from './benefits';
export * from './search';
export * from './goods-detail';
export * from './goods-views';
export * from './social';
