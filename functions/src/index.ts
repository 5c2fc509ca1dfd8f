// Only wires: global options first, then the Admin SDK, then one deployed function per file.
import './globalOptions';
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { ssr } from './ssr';
