export { devApiPort, readShopApps, type AppRole, type ShopApp } from './registry';
