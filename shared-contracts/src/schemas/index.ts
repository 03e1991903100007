/*
 * The API schemas every squad's contracts build on, gathered here as they always were (`@mall/shared-contracts/schemas`).
 * Each lives in its domain's folder, or in platform-api when no domain owns it (docs/adr/0026).
 */
export * from '../platform-api/common';
export * from '../platform-api/settings';
export * from '../catalog/goods';
export * from '../exhibit/banners';
export * from '../order/cart';
export * from '../platform-api/auth';
export * from '../cs/notice';
export * from '../member/my';
export * from '../platform-api/app';
export * from '../order/guest-login';
export * from '../catalog/category';
export * from '../platform-api/popup';
export * from '../platform-api/informations';
export * from '../member/account';
export * from './events';
export * from './client-errors';
