// The sandbox hosted checkout: 'Pagar' approves, 'Cancelar pago' rejects. The server plays the
// provider (records the payment and sends our webhook a signed notification); this page then
// tells the shop window, which is the same origin, so the message is sent to that origin only.
(() => {
  const body = document.body;
  const id = body.dataset.checkoutId;
  const state = body.dataset.state;
  const status = document.getElementById('status');
  const form = document.getElementById('card-form');
  const buttons = Array.from(document.querySelectorAll('button'));
  const embedded = window.parent !== window;

  function tell(message) {
    if (embedded) window.parent.postMessage({ type: 'bazar-checkout', ...message }, window.location.origin);
  }

  if (state !== 'open') {
    tell({ status: state });
    return;
  }

  function pay(decision) {
    for (const b of buttons) b.disabled = true;
    status.textContent = decision === 'approve' ? 'Procesando el pago...' : 'Cancelando el pago...';
    fetch(`/api/checkout/${encodeURIComponent(id)}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ decision }),
    })
      .then((response) => response.json().then((json) => ({ ok: response.ok, json })))
      .then(({ ok, json }) => {
        if (!ok) throw new Error(json?.msg || 'No se pudo procesar el pago');
        status.textContent = json.status === 'approved' ? 'Pago aprobado' : 'Pago rechazado';
        tell({ paymentId: json.paymentId, status: json.status });
        if (!embedded) {
          const query = new URLSearchParams({ payment_id: json.paymentId, status: json.status });
          window.location.assign(`/ResponseMP?${query}`);
        }
      })
      .catch((error) => {
        status.textContent = error.message || 'No se pudo procesar el pago';
        for (const b of buttons) b.disabled = false;
      });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    pay('approve');
  });
  document.getElementById('cancel').addEventListener('click', () => pay('reject'));
  // The page draws its buttons disabled: a click before this script has attached its listeners
  // would do nothing (a journey clicked 'Cancelar pago' that early and the page never moved).
  for (const b of buttons) b.disabled = false;
})();
