// The Content-Security-Policy nonce of the response being rendered, for the inline scripts a page
// writes. Only the server knows it; in the browser it is empty (browsers hide it after parsing).
import { createContext, useContext } from 'react';

export const NonceContext = createContext('');

export function useNonce(): string {
  return useContext(NonceContext);
}
