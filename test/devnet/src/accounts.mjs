// Test accounts of the devnet. All keys are public knowledge: never use them for real funds.
// EVM: anvil's default mnemonic ("test test ... junk"), indices 0-9.
// Solana / Bitcoin: keys derived from sha256("gangway-devnet-<family>-<i>") (see README).

export const MNEMONIC = "test test test test test test test test test test test junk";

/** @type {{address: `0x${string}`, privateKey: `0x${string}`}[]} */
export const evmAccounts = [
  {
    address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    privateKey: "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"
  },
  {
    address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    privateKey: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d"
  },
  {
    address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    privateKey: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a"
  },
  {
    address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
    privateKey: "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6"
  },
  {
    address: "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
    privateKey: "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a"
  },
  {
    address: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
    privateKey: "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba"
  },
  {
    address: "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
    privateKey: "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e"
  },
  {
    address: "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955",
    privateKey: "0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356"
  },
  {
    address: "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
    privateKey: "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97"
  },
  {
    address: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
    privateKey: "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6"
  }
];

/** Account 9 deploys every contract (fixed nonce order => fixed addresses); account 8 sends spam airdrops. */
export const deployer = evmAccounts[9];
export const spammer = evmAccounts[8];

/** @type {{address: string, secretKey: string}[]} secretKey is the 64-byte ed25519 secret as hex */
export const solanaAccounts = [
  {
    address: "32M4P1DGgiFcMD2NEQFGHf58dyxG6CrMuuR488ZfXfPQ",
    secretKey: "9d5eaaa59c4535d72942dc8a29f815bc8733644a3be8a31abcc46baa995910081e0fa276169575ffc139fc6917a41b070b281886fa90271a6724973fdd7f45bb"
  },
  {
    address: "9G1FDEFBdebBPjz43sEd2Der4Mi5AEXcwG5BnSh7F1h5",
    secretKey: "b4542db577657bb065a9c9f0827084b8bd966019628c141329cd678a4c45a9777ab57c0dccf46ed6f0d3036921573a5b423d9ab7afcecc4deb6e448d1658c964"
  },
  {
    address: "Hcq66m7q3HQGXaYDEZ5D82tHLquhdcBZtakrjzBZAnqB",
    secretKey: "cc817ae6f84bf65f467ccbb3ac1f95bc7d17b4c3a8d9a2bf240c7c8c55997a19f6e8b13c1492d020a89cdb33014d5dfffa967125869face9c9c7d4722532c826"
  }
];

/** @type {{address: string, privateKey: string, publicKey: string}[]} p2wpkh on regtest */
export const bitcoinAccounts = [
  {
    address: "bcrt1q8r4gfredht36kv6vwyyc7q0wr8t8gca5me0s7k",
    privateKey: "aa40833fce7e1ab008e31e3da948e1b5f2c5aa1ac55c3702dbf2c81039cdd8d7",
    publicKey: "03470a4ebc66c90f781dd41052520f8d7b4045d141184f80161e7b7cf9261a1aef"
  },
  {
    address: "bcrt1q4e0wxdjmqytmzcgxg9wxexls9hh5j80qgeruaf",
    privateKey: "8d92690faf47d0c8fea7ddc4b6073f374aeb99a5a593af3fd692df8501395fd8",
    publicKey: "036b8aa7640e03b1dec28047e223da8f32cdfe6c15b378e366daa153209134f0cb"
  },
  {
    address: "bcrt1qadx3gqxz54sne3fjd3hcamtnumytmhewpe9dtm",
    privateKey: "20bfa2f266777a9e06f29a6ce973ec764cf678898be691f440507f509615f747",
    publicKey: "0375feff8f59f060dbbaf793618e8f8fd77ada28657e4432c8f784fae950d817b9"
  }
];

export const accounts = { evm: evmAccounts, solana: solanaAccounts, bitcoin: bitcoinAccounts, mnemonic: MNEMONIC };
