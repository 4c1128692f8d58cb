/** The part of http_ece (no types of its own) the test push service uses: decryption. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key is read from the body's header. */
    privateKey: ECDH;
    /** The subscription's auth secret, URL-safe base64. */
    authSecret: string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
