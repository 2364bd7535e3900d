// The API's test support for other workspaces' API tests (the sandboxes' tests run in the API's suite).
export { expectError, expectShape, freePort, startTestApi, type TestApi } from './harness';
export type { Req, Res } from './http';
export { startPurchase, submitForm, testPaymentSubject, type TestSubject } from './payment-subject';
export { useStandIns } from './composed-stand-ins';
export { operatorToken, testOperator } from './operators';
