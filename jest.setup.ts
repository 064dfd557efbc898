import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router's data APIs need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
