// Test support for every app's tests: the API and its network as seen from under the one API client. Production
// code never imports it (an ESLint rule), and it is no part of the singleton surface.
export { apiAnswers, serverAnswers, type FakeAnswer, type FakeRequest, type FakeRoute } from './fakeServer';
export { controlVisibility, FakeEventSource, installEventSource, removeEventSource, setVisibility } from './fakeEventSource';
export { admittedPlace, dropInfo, dropPlace } from './dropFixtures';
export { kujiSummary, product, productDetail } from './catalogFixtures';
