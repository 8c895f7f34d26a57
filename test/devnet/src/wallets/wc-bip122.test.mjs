// The WalletConnect test wallet's bip122 namespace: its answers in the shapes chain-bip122 sends, the
// message signatures checked with the widget's BIP-322 verifier, PSBT inputs signed with the key.
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { verifySimple } from '../../../../plugins/chain-bip122/src/bip322';
import { bitcoinAccounts } from '../accounts.mjs';
import { bitcoinKey } from './bitcoin-signer.mjs';
import { createBip122Signer } from './wc-bip122.mjs';

bitcoin.initEccLib(ecc);
const network = bitcoin.networks.regtest;
const account = bitcoinAccounts[1];
const scriptOf = (/** @type {string} */ a) => bitcoin.address.toOutputScript(a, network);
const text = (/** @type {string} */ s) => new TextEncoder().encode(s);

/** A PSBT spending one (made-up) output of `from` to another devnet address. @param {string} from */
function psbtFrom(from) {
  const psbt = new bitcoin.Psbt({ network });
  psbt.addInput({ hash: 'ab'.repeat(32), index: 0, witnessUtxo: { script: scriptOf(from), value: 50_000n } });
  psbt.addOutput({ address: bitcoinAccounts[0].address, value: 40_000n });
  return psbt.toBase64();
}

describe('the WalletConnect test wallet: bip122', () => {
  const signer = createBip122Signer(account);

  it('is the devnet account: its payment address is the regtest p2wpkh one', async () => {
    expect(signer.address).toBe(account.address);
    const list = /** @type {any[]} */ (await signer.request({ method: 'getAccountAddresses', params: {} }));
    expect(list).toEqual([
      { address: account.address, publicKey: account.publicKey, purpose: 'payment' },
      { address: signer.ordinalsAddress, publicKey: account.publicKey.slice(2), purpose: 'ordinal' },
    ]);
    expect(signer.ordinalsAddress).toMatch(/^bcrt1p/);
  });

  it('signs messages with BIP-322 simple signatures that the widget verifies, for both addresses', async () => {
    for (const address of [undefined, signer.address, signer.ordinalsAddress]) {
      const out = /** @type {any} */ (await signer.request({ method: 'signMessage', params: { message: 'hello bip122', address, protocol: 'bip322' } }));
      expect(out.address).toBe(address ?? signer.address);
      expect(verifySimple(text('hello bip122'), scriptOf(out.address), out.signature)).toBe(true);
      expect(verifySimple(text('another message'), scriptOf(out.address), out.signature)).toBe(false);
    }
    // The same key as the Wallet Standard test wallet's signer (one shared module): the same bytes.
    const direct = Buffer.from(bitcoinKey(account.privateKey).signMessage(account.address, text('same'))).toString('base64');
    expect(await signer.request({ method: 'signMessage', params: { message: 'same' } })).toEqual({ address: account.address, signature: direct });
  });

  it('signs the PSBT inputs it is asked to (not finalized), with the key of the address named', async () => {
    const out = /** @type {any} */ (await signer.request({ method: 'signPsbt', params: { psbt: psbtFrom(account.address), signInputs: [{ address: account.address, index: 0 }], broadcast: false } }));
    const signed = bitcoin.Psbt.fromBase64(out.psbt, { network });
    expect(Buffer.from(signed.data.inputs[0].partialSig?.[0].pubkey ?? []).toString('hex')).toBe(account.publicKey);
    expect(signed.validateSignaturesOfInput(0, (pubkey, hash, sig) => ecc.verify(hash, pubkey, sig))).toBe(true);
    expect(signed.data.inputs[0].finalScriptWitness).toBeUndefined();
  });

  it('refuses what it cannot do with the errors a wallet gives', async () => {
    const code = (/** @type {{ method: string, params?: any }} */ r) => signer.request(r).then(() => 'answered', (e) => e.code);
    expect(await code({ method: 'signMessage', params: { message: 'x', address: bitcoinAccounts[0].address } })).toBe(4100);
    expect(await code({ method: 'signMessage', params: { message: 7 } })).toBe(-32602);
    expect(await code({ method: 'signMessage', params: { message: 'x', protocol: 'ecdsa' } })).toBe(-32602);
    expect(await code({ method: 'signPsbt', params: { psbt: psbtFrom(account.address), signInputs: [{ address: account.address, index: 3 }] } })).toBe(-32602);
    expect(await code({ method: 'signPsbt', params: { psbt: psbtFrom(account.address), signInputs: [{ address: account.address, index: 0 }], broadcast: true } })).toBe(4200);
    expect(await code({ method: 'sendTransfer', params: { recipientAddress: bitcoinAccounts[0].address, amount: '1000' } })).toBe(4200);
  });
});
