import { describe, expect, it } from 'vitest';
import type { Wallet } from '@wallet-standard/base';
import { standardConnectorInfo, standardWalletInfo } from './standard-connector-info';

const wallet = { id: 'wallet-standard:bip122:Fake', name: 'Fake', icon: 'data:image/svg+xml;base64,AA==', wallet: {} as Wallet };

describe('Wallet Standard wallet descriptions', () => {
  it('a connector of the family, announced, on the external-wallet view', () => {
    expect(standardConnectorInfo(wallet, 'bip122')).toEqual({ id: wallet.id, name: 'Fake', chain: 'bip122', type: 'ANNOUNCED', imageUrl: wallet.icon, view: 'ConnectingExternal' });
  });

  it('the session wallet: name and icon, announced', () => {
    expect(standardWalletInfo(wallet)).toEqual({ name: 'Fake', icon: wallet.icon, type: 'ANNOUNCED' });
    expect(standardWalletInfo({ ...wallet, icon: undefined })).toEqual({ name: 'Fake', icon: undefined, type: 'ANNOUNCED' });
  });
});
