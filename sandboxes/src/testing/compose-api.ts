// Composes the API's test run and benchmarks with the stand-ins (the API does not depend on @shop/sandboxes):
// api/jest.config.js loads this before each test file, the API processes those tests start and the benchmarks'
// npm scripts preload it, and the API's harness, api-process and bench-api build the API with what it hands in.
import { useStandIns } from '@shop/api/testing';
import { sandboxes } from '../index';

useStandIns(sandboxes, import.meta.url);
