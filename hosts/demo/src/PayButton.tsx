/**
 * A host page's own checkout button: it calls the pay plugin (`usePay()` → `gangway.service`) and shows
 * how the promise settled — the transaction hash once mined, or the error's code and message.
 */
import { useState } from 'react';
import type { PayRequest } from '@gangway/plugin-pay/public';
import { usePay } from '@gangway/plugin-pay/react';

export default function PayButton({ request }: { request: PayRequest }) {
  const pay = usePay();
  const [result, setResult] = useState('');
  const click = () => {
    setResult('pending');
    pay(request).then(
      (hash) => setResult(`hash:${hash}`),
      (error: { code?: string; message?: string }) => setResult(`error:${error.code ?? 'ERROR'}:${error.message ?? String(error)}`),
    );
  };
  return (
    <p>
      <button type="button" data-testid="host-pay" onClick={click}>Pay {request.amount} {request.asset === 'native' ? '' : 'tokens'}</button>{' '}
      <span data-testid="pay-result">{result}</span>
    </p>
  );
}
