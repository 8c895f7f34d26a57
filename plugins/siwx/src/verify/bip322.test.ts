import { describe, expect, it } from 'vitest';
import { bitcoinSigner } from '../test-util/signers.test-util';
import { p2wpkhProgram, verifyBip322Signature } from './bip322';

// The test vectors of BIP-322 itself (P2WPKH, "simple" signatures).
const BIP_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const HELLO = 'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
const EMPTY = 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';

describe('BIP-322 simple signatures (P2WPKH)', () => {
  it('verifies the BIP test vectors and nothing else', () => {
    expect(verifyBip322Signature(BIP_ADDRESS, 'Hello World', HELLO)).toBe(true);
    expect(verifyBip322Signature(BIP_ADDRESS, '', EMPTY)).toBe(true);
    expect(verifyBip322Signature(BIP_ADDRESS, '', HELLO)).toBe(false);
    expect(verifyBip322Signature(BIP_ADDRESS, 'Hello World!', HELLO)).toBe(false);
  });

  it('verifies what bitcoinjs-lib signs, for the signing address only', async () => {
    const a = bitcoinSigner(1);
    const b = bitcoinSigner(2);
    const sig = await a.sign('sign in please');
    expect(verifyBip322Signature(a.address, 'sign in please', sig)).toBe(true);
    expect(verifyBip322Signature(b.address, 'sign in please', sig)).toBe(false);
  });

  it('refuses addresses that are not bech32 v0 key hashes, and malformed signatures', () => {
    expect(p2wpkhProgram(BIP_ADDRESS)).toHaveLength(20);
    expect(p2wpkhProgram(BIP_ADDRESS.toUpperCase())).toBeUndefined();
    expect(p2wpkhProgram('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m')).toBeUndefined(); // checksum
    expect(p2wpkhProgram('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBeUndefined(); // taproot
    expect(p2wpkhProgram('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBeUndefined();
    expect(verifyBip322Signature(BIP_ADDRESS, 'Hello World', 'not base64!')).toBe(false);
    expect(verifyBip322Signature(BIP_ADDRESS, 'Hello World', HELLO.slice(0, 40))).toBe(false);
  });
});

describe('BIP-322 simple signatures with the finalized prefix', () => {
  it('takes the `smp` prefix (bitcoin/bips generated vector) and still refuses another message', () => {
    const address = 'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v';
    const signature = 'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT';
    expect(verifyBip322Signature(address, '2V6TUTMSH4VQ3Z7WZWKYD7DFNH', signature)).toBe(true);
    expect(verifyBip322Signature(address, 'EFGJ4AZYXDV7NDUDSUDB3NCDUC', signature)).toBe(false);
    expect(verifyBip322Signature(BIP_ADDRESS, 'Hello World', `smp${HELLO}`)).toBe(true);
  });
});
