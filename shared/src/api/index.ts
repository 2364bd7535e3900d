import './namespace';

export { apiClient, callApi, createApiClient, apiBaseUrl, requestTimeoutMs, type CallOptions } from './client';
export { ApiError, errorCodes, handleApiError, messageFor, toApiError, type ErrorHandlingOptions } from './errors';
export * from './endpoints/catalog';
export * from './endpoints/account';
export * from './endpoints/member';
export { logOut } from './session';
export { refreshCurrencyRates } from './currency-rates';
