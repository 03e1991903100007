export { PlatformContext, usePlatform, useSession, useBusEvent } from './remote/platform-context';
export { ErrorBoundary } from './remote/error-boundary';
export { createRemoteApp } from './remote/create-remote-app';
export { StatusPanel, Loading } from './widgets/status-panel';
export { QuantityStepper } from './widgets/quantity-stepper';
export { LazyImage } from './widgets/lazy-image';
export { Price } from './widgets/price';
export { Carousel } from './widgets/carousel';
export { NotFound } from './widgets/not-found';
