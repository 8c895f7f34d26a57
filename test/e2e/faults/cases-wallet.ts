/**
 * Wallet answers at each step — connect (eth_requestAccounts), switch (wallet_switchEthereumChain),
 * sign (personal_sign, the sign-in message) and send (eth_sendTransaction) — with the error codes of
 * EIP-1193 and spec §8: 4001 and 5000 (the user declined), 4902 (unrecognized chain), -32603 (internal).
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from '../../kit/index';
import { defineCases, type FaultCase } from './case';
import {
  answerWithError, connectInjected, DEMO, expectStillConnected, readout, toast, view, WALLET_ANSWERS, WALLET_CODES, WALLET_ROW,
  type CaseContext, type WalletCode,
} from './steps';

const declined = (code: WalletCode) => code === 4001 || code === 5000;

function connectCase(code: WalletCode): FaultCase {
  const text = declined(code) ? 'Connection declined' : WALLET_ANSWERS[code];
  return {
    id: `wallet-connect-${code}`,
    area: 'Wallet',
    fault: `eth_requestAccounts answered ${code}`,
    expects: `'${text}' with Try again; nothing stuck in connecting`,
    async arrange(c) {
      await c.page.goto(DEMO);
      await c.page.getByTestId('gangway-connect').click();
      await c.page.locator(WALLET_ROW).click();
    },
    async provoke(c) {
      await answerWithError(c.wallet, 'eth_requestAccounts', code);
      await expect(c.page.getByTestId('connecting-external')).toHaveAttribute('data-phase', declined(code) ? 'declined' : 'failed');
      await expect(c.page.getByTestId('connect-error')).toHaveText(text);
      await expect(c.page.getByTestId('connect-retry')).toHaveText('Try again');
    },
    async held(c) {
      await expect(readout(c.page).status).toHaveText('disconnected');
      await expect(readout(c.page).address).toHaveText('—');
    },
    async recover(c) {
      await c.page.getByTestId('connect-retry').click();
      await c.wallet.approveNext('eth_requestAccounts');
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      await expectStillConnected(c.page, c.wallet.address);
    },
  };
}

async function openSwitch(c: CaseContext) {
  await c.page.getByTestId('account-network').click();
  await c.page.getByTestId('network-eip155:31338').click();
  await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'SwitchNetwork');
}

/**
 * 4001/5000: 'Switch declined'. 4902: the chain is added first (spec §7 wallet_addEthereumChain) — the
 * visitor declines that prompt: 'Switch declined'. -32603 (some wallets' "unknown chain"): the add is
 * tried and fails too: spec §8 'Chain is not supported'.
 */
function switchCase(code: WalletCode): FaultCase {
  const text = code === -32603 ? 'Chain is not supported' : 'Switch declined';
  return {
    id: `wallet-switch-${code}`,
    area: 'Wallet',
    fault: `wallet_switchEthereumChain answered ${code}${code === 4902 ? ', the add-chain prompt declined' : code === -32603 ? ', the add-chain failing too' : ''}`,
    expects: `'${code === -32603 ? 'Switch failed' : 'Switch declined'}'${code === -32603 ? ` + '${text}'` : ''} with Try again; the network unchanged`,
    arrange: (c) => connectInjected(c),
    async provoke(c) {
      await openSwitch(c);
      await answerWithError(c.wallet, 'wallet_switchEthereumChain', code);
      if (code === 4902) await answerWithError(c.wallet, 'wallet_addEthereumChain', 4001);
      if (code === -32603) await answerWithError(c.wallet, 'wallet_addEthereumChain', -32603);
      const phase = c.page.getByTestId('switch-network-view');
      await expect(phase).toHaveAttribute('data-phase', code === -32603 ? 'failed' : 'declined');
      await expect(phase.getByRole('alert')).toHaveText(code === -32603 ? 'Switch failed' : 'Switch declined');
      if (code === -32603) await expect(phase).toContainText(text);
      await expect(c.page.getByTestId('switch-network-retry')).toHaveText('Try again');
    },
    held: (c) => expectStillConnected(c.page, c.wallet.address, 'eip155:31337'),
    async recover(c) {
      await c.page.getByTestId('switch-network-retry').click();
      await c.wallet.approveNext('wallet_switchEthereumChain');
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      await expectStillConnected(c.page, c.wallet.address, 'eip155:31338');
    },
  };
}

/** Sign-in (?siwx=local, optional): any failure of the signature is spec §8's 'Signature declined'. */
function signCase(code: WalletCode): FaultCase {
  return {
    id: `wallet-sign-${code}`,
    area: 'Wallet',
    fault: `personal_sign (sign-in message) answered ${code}`,
    expects: "'Signature declined' on the sign-in view, Sign again offered; still connected",
    async arrange(c) {
      await c.page.goto(`${DEMO}?siwx=local`);
      await c.page.getByTestId('gangway-connect').click();
      await c.page.locator(WALLET_ROW).click();
      await c.wallet.approveNext('eth_requestAccounts');
      await expect(c.page.getByTestId('siwx-sign-message')).toHaveAttribute('data-status', 'needed');
    },
    async provoke(c) {
      await c.page.getByTestId('siwx-sign').click();
      await answerWithError(c.wallet, 'personal_sign', code);
      await expect(c.page.getByTestId('siwx-error')).toHaveText('Signature declined');
      await expect(c.page.getByTestId('siwx-sign-message')).toHaveAttribute('data-status', 'needed');
    },
    async held(c) {
      await expectStillConnected(c.page, c.wallet.address);
      await expect(c.page.getByTestId('siwx-session')).not.toContainText(c.wallet.address);
    },
    async recover(c) {
      await c.page.getByTestId('siwx-sign').click();
      await c.wallet.approveNext('personal_sign');
      await expect(c.page.locator('[data-gangway-modal]')).toHaveCount(0);
      await expect(c.page.getByTestId('siwx-session')).toContainText(c.wallet.address);
      await expectStillConnected(c.page, c.wallet.address);
    },
  };
}

/** Send: a declined send is 'Signature declined'; another failure shows the wallet's own words. The inputs stay. */
function sendCase(code: WalletCode): FaultCase {
  const text = declined(code) ? 'Signature declined' : WALLET_ANSWERS[code];
  return {
    id: `wallet-send-${code}`,
    area: 'Wallet',
    fault: `eth_sendTransaction answered ${code}`,
    expects: `toast '${text}'; Send keeps token, amount and receiver`,
    async arrange(c) {
      await connectInjected(c);
      c.memo.to = privateKeyToAccount(generatePrivateKey()).address;
      await c.page.getByTestId('account-action-send').click();
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Send');
      const value = await c.page.locator('[data-testid="send-token"] option').filter({ hasText: /^ETH / }).getAttribute('value');
      await c.page.getByTestId('send-token').selectOption(value!);
      await c.page.getByTestId('send-amount').fill('0.01');
      await c.page.getByTestId('send-receiver').fill(c.memo.to as string);
    },
    async provoke(c) {
      await c.page.getByTestId('send-submit').click();
      await answerWithError(c.wallet, 'eth_sendTransaction', code);
      await expect(toast(c.page)).toHaveText(text);
      await expect(toast(c.page)).toHaveAttribute('data-variant', 'error');
    },
    async held(c) {
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Send');
      await expect(c.page.getByTestId('send-amount')).toHaveValue('0.01');
      await expect(c.page.getByTestId('send-receiver')).toHaveValue(c.memo.to as string);
      await expect(c.page.getByTestId('send-submit')).toBeEnabled();
      await expectStillConnected(c.page, c.wallet.address);
    },
    async recover(c) {
      await c.page.getByTestId('send-submit').click();
      await c.wallet.approveNext('eth_sendTransaction');
      await expect(view(c.page)).toHaveAttribute('data-gangway-view', 'Account');
      await expect(toast(c.page)).toHaveText('Transaction sent');
      await expectStillConnected(c.page, c.wallet.address);
    },
  };
}

export const WALLET_CASES = defineCases([
  ...WALLET_CODES.map(connectCase),
  ...WALLET_CODES.map(switchCase),
  ...WALLET_CODES.map(signCase),
  ...WALLET_CODES.map(sendCase),
]);

