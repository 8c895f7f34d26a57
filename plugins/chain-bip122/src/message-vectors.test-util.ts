/**
 * Published message-signature vectors (test data, verified as given):
 * - BIP322_VALID / BIP322_INVALID: bitcoin/bips `bip-0322/generated-test-vectors.json` (commit
 *   7fe0b034), the single-key entries — simple p2wpkh and p2tr, full p2pkh, p2wpkh, p2tr and
 *   p2sh-p2wpkh, with their "wrong message" / "wrong signer" refusals. Prefixed (`smp` / `ful`) as
 *   the finalized BIP-322 writes them.
 * - LEGACY_*: bitcoinjs/bitcoinjs-message `test/fixtures.json` — BIP-137 signatures of "vires is
 *   numeris" for the four header ranges (27-30, 31-34, 35-38, 39-42), and its refusals.
 */
export const BIP322_VALID = [
  {
    type: 'p2wpkh',
    format: 'simple',
    message: '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
    address: 'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
    signature: 'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT'
  },
  {
    type: 'p2tr',
    format: 'simple',
    message: 'PURVOQ544B6HUATVBJZN5EZJUU',
    address: 'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
    signature: 'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8'
  },
  {
    type: 'p2pkh',
    format: 'full',
    message: 'MOISC5NCQ42ADH2SUXLELUJOWH',
    address: '13vU5PUSuArDXJdCWZvUFEbgJ2wcmtSJWn',
    signature: 'fulAgAAAAGn3Z6t/gsHNyHdgZTOVro0Hej+qbd/ilU1ACalKoHX3gAAAABqRzBEAiB+8t/tm8Jm6zYv9JGZZVlAUjmqg7ZglIA39U+bim8EKQIgDv3E5cHOagN+xYgN3ZQjTYlAJp/WyslwJWuFP1TmM3IBIQJcPK2h9SY+Ki1oussvHnMdFAhJgsYBFPl+rNcMv9P1ROAHAAABAAAAAAAAAAABauAHAAA='
  },
  {
    type: 'p2wpkh',
    format: 'full',
    message: 'KLE5MMJBTNF4AVZXIO3GIL5UWF',
    address: 'bc1qrqtlzcq86850yzgsyq9sssawx2qxlx5yq3xpkd',
    signature: 'fulAgAAAAABAUrfzHHOLAKmgCIFSTT3krp+cQxj1BDPBN4GBg3tRmFXAAAAAADgBwAAAQAAAAAAAAAAAWoCSDBFAiEAjYj85zyhQKa9DbMO0reDwdhkNwKJkF3q2qFcijXDgMUCIAaQ75s3fwqrCeYIUJugLvhxZFxQIVquGN90vIKCW3QLASEDMurnDzvc0zABUwVwCADfGXoDx/M3SQnYt7e3IHDoU3PgBwAA'
  },
  {
    type: 'p2tr',
    format: 'full',
    message: 'XQMVC3YR6AOGZIHLSUQ2NSSBI2',
    address: 'bc1pve87s3l2levjmhetzr2f9xvep3y266xty0hnefmyv8tkxc3e4qssll2kdu',
    signature: 'fulAgAAAAABAROFPNY6Zt8hFK0YQq5Wb6wk/CnUYEPtQ0HTHDyzNROrAAAAAADgBwAAAQAAAAAAAAAAAWoBQNRdLOo5XZY0SBqAsLZNr/z3Bqrmo3OxVn7e4tD/OOD4H9U/L1unq5Nmdz+S1w7SHtt46bFwnd8xnRVan8BofFfgBwAA'
  },
  {
    type: 'p2sh-p2wpkh',
    format: 'full',
    message: 'EMYGZHEY3LIANYKCR7XJF3NMFQ',
    address: '32Utb7Seg6EXq7UesMNJXhQ1gdohYNyzQ9',
    signature: 'fulAgAAAAABAe5xLNMlYQH4OGjJ3h4lqQaVp0Cic7mwxkvyWswqFMXeAAAAABcWABSy/hpDH/KLAi4x25Tmb2UaO1xtWeAHAAABAAAAAAAAAAABagJHMEQCIDEleqb0n1R5c21TGkWRXNFae98wbwI0QOyh/YmRuQX1AiAcv1MhyTzPOVgZ1VIwuu0tDxrVJUHK8lhOUOXpsZnGwwEhAsjeDEoWX8hvEC8A/692yGQsPh6JBO8Zf4aITEQsKAcJ4AcAAA=='
  }
];
export const BIP322_INVALID = [
  {
    description: 'wrong message for p2wpkh simple signature',
    message: 'EFGJ4AZYXDV7NDUDSUDB3NCDUC',
    address: 'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
    signature: 'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT'
  },
  {
    description: 'wrong signer for p2wpkh simple signature',
    message: '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
    address: 'bc1qgg6lpr05az2l5kz402ddz5ez7fdu25kgmd40lf',
    signature: 'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT'
  },
  {
    description: 'wrong message for p2tr simple signature',
    message: '56VM6YK6Y76XTBXNPITF232EPX',
    address: 'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
    signature: 'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8'
  },
  {
    description: 'wrong signer for p2tr simple signature',
    message: 'PURVOQ544B6HUATVBJZN5EZJUU',
    address: 'bc1pltvk000nd54v3hrrcn7lsffdra72hphpm40rhzf9hn8arqkgermq2p9029',
    signature: 'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8'
  },
  {
    description: 'wrong message for p2pkh full signature',
    message: 'TCHG6CQ5E2T5S4S7DPLAEFVDY2',
    address: '13vU5PUSuArDXJdCWZvUFEbgJ2wcmtSJWn',
    signature: 'fulAgAAAAGn3Z6t/gsHNyHdgZTOVro0Hej+qbd/ilU1ACalKoHX3gAAAABqRzBEAiB+8t/tm8Jm6zYv9JGZZVlAUjmqg7ZglIA39U+bim8EKQIgDv3E5cHOagN+xYgN3ZQjTYlAJp/WyslwJWuFP1TmM3IBIQJcPK2h9SY+Ki1oussvHnMdFAhJgsYBFPl+rNcMv9P1ROAHAAABAAAAAAAAAAABauAHAAA='
  },
  {
    description: 'wrong signer for p2pkh full signature',
    message: 'MOISC5NCQ42ADH2SUXLELUJOWH',
    address: '1BxMhvfWLnGLqVhJ3j39oDBk7qf5D86BFe',
    signature: 'fulAgAAAAGn3Z6t/gsHNyHdgZTOVro0Hej+qbd/ilU1ACalKoHX3gAAAABqRzBEAiB+8t/tm8Jm6zYv9JGZZVlAUjmqg7ZglIA39U+bim8EKQIgDv3E5cHOagN+xYgN3ZQjTYlAJp/WyslwJWuFP1TmM3IBIQJcPK2h9SY+Ki1oussvHnMdFAhJgsYBFPl+rNcMv9P1ROAHAAABAAAAAAAAAAABauAHAAA='
  },
  {
    description: 'wrong message for p2wpkh full signature',
    message: 'VENQMXVEGEJAAXJV5V24T6G5UU',
    address: 'bc1qrqtlzcq86850yzgsyq9sssawx2qxlx5yq3xpkd',
    signature: 'fulAgAAAAABAUrfzHHOLAKmgCIFSTT3krp+cQxj1BDPBN4GBg3tRmFXAAAAAADgBwAAAQAAAAAAAAAAAWoCSDBFAiEAjYj85zyhQKa9DbMO0reDwdhkNwKJkF3q2qFcijXDgMUCIAaQ75s3fwqrCeYIUJugLvhxZFxQIVquGN90vIKCW3QLASEDMurnDzvc0zABUwVwCADfGXoDx/M3SQnYt7e3IHDoU3PgBwAA'
  },
  {
    description: 'wrong signer for p2wpkh full signature',
    message: 'KLE5MMJBTNF4AVZXIO3GIL5UWF',
    address: 'bc1q55chmwm4x8aeye0h9c0mryra2ly8k8fh3scqgj',
    signature: 'fulAgAAAAABAUrfzHHOLAKmgCIFSTT3krp+cQxj1BDPBN4GBg3tRmFXAAAAAADgBwAAAQAAAAAAAAAAAWoCSDBFAiEAjYj85zyhQKa9DbMO0reDwdhkNwKJkF3q2qFcijXDgMUCIAaQ75s3fwqrCeYIUJugLvhxZFxQIVquGN90vIKCW3QLASEDMurnDzvc0zABUwVwCADfGXoDx/M3SQnYt7e3IHDoU3PgBwAA'
  },
  {
    description: 'wrong message for p2tr full signature',
    message: 'P2RQWD264CW7Z5ZSSSDRW2JEDB',
    address: 'bc1pve87s3l2levjmhetzr2f9xvep3y266xty0hnefmyv8tkxc3e4qssll2kdu',
    signature: 'fulAgAAAAABAROFPNY6Zt8hFK0YQq5Wb6wk/CnUYEPtQ0HTHDyzNROrAAAAAADgBwAAAQAAAAAAAAAAAWoBQNRdLOo5XZY0SBqAsLZNr/z3Bqrmo3OxVn7e4tD/OOD4H9U/L1unq5Nmdz+S1w7SHtt46bFwnd8xnRVan8BofFfgBwAA'
  },
  {
    description: 'wrong signer for p2tr full signature',
    message: 'XQMVC3YR6AOGZIHLSUQ2NSSBI2',
    address: 'bc1py2f3exluva2yqa877qnsj3vk4lm8yatw0up4fhrx04hf8ns87weswck94p',
    signature: 'fulAgAAAAABAROFPNY6Zt8hFK0YQq5Wb6wk/CnUYEPtQ0HTHDyzNROrAAAAAADgBwAAAQAAAAAAAAAAAWoBQNRdLOo5XZY0SBqAsLZNr/z3Bqrmo3OxVn7e4tD/OOD4H9U/L1unq5Nmdz+S1w7SHtt46bFwnd8xnRVan8BofFfgBwAA'
  },
  {
    description: 'wrong message for p2sh-p2wpkh full signature',
    message: 'CPVOBEXDTFAXS6N4YASD753CZV',
    address: '32Utb7Seg6EXq7UesMNJXhQ1gdohYNyzQ9',
    signature: 'fulAgAAAAABAe5xLNMlYQH4OGjJ3h4lqQaVp0Cic7mwxkvyWswqFMXeAAAAABcWABSy/hpDH/KLAi4x25Tmb2UaO1xtWeAHAAABAAAAAAAAAAABagJHMEQCIDEleqb0n1R5c21TGkWRXNFae98wbwI0QOyh/YmRuQX1AiAcv1MhyTzPOVgZ1VIwuu0tDxrVJUHK8lhOUOXpsZnGwwEhAsjeDEoWX8hvEC8A/692yGQsPh6JBO8Zf4aITEQsKAcJ4AcAAA=='
  },
  {
    description: 'wrong signer for p2sh-p2wpkh full signature',
    message: 'EMYGZHEY3LIANYKCR7XJF3NMFQ',
    address: '3QMEQj2LTUtKKR1UatUK44z1NwrWrcVSGh',
    signature: 'fulAgAAAAABAe5xLNMlYQH4OGjJ3h4lqQaVp0Cic7mwxkvyWswqFMXeAAAAABcWABSy/hpDH/KLAi4x25Tmb2UaO1xtWeAHAAABAAAAAAAAAAABagJHMEQCIDEleqb0n1R5c21TGkWRXNFae98wbwI0QOyh/YmRuQX1AiAcv1MhyTzPOVgZ1VIwuu0tDxrVJUHK8lhOUOXpsZnGwwEhAsjeDEoWX8hvEC8A/692yGQsPh6JBO8Zf4aITEQsKAcJ4AcAAA=='
  }
];

export const LEGACY_MESSAGE = 'vires is numeris';
export const LEGACY_VALID = [
  { kind: 'p2pkh, uncompressed key', address: '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', signature: 'G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' },
  { kind: 'p2pkh, compressed key', address: '1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs', signature: 'H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' },
  { kind: 'p2sh-p2wpkh', address: '3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN', signature: 'JF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=' },
  { kind: 'p2wpkh', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', signature: 'KF8nHqFr3K2UKYahhX3soVeoW8W1ECNbr0wfck7lzyXjCS5Q16Ek45zyBuy1Fiy9sTPKVgsqqOuPvbycuVSSVl8=' },
];
export const LEGACY_INVALID = [
  { description: 'wrong message', message: 'foobar', address: '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', signature: 'G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' },
  { description: 'wrong address', message: LEGACY_MESSAGE, address: '1111111111111111111114oLvT2', signature: 'H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' },
  { description: 'uncompressed address, compressed signature', message: LEGACY_MESSAGE, address: '16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM', signature: 'H8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' },
  { description: 'compressed address, uncompressed signature', message: LEGACY_MESSAGE, address: '1PMycacnJaSqwwJqjawXBErnLsZ7RkXUAs', signature: 'G8JawPtQOrybrSP1WHQnQPr67B9S3qrxBrl1mlzoTJOSHEpmnF7D3+t+LX0Xei9J20B5AIdPbeL3AaTBZ4N3bY0=' },
];
