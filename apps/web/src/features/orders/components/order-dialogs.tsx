import { CARRIER_LABEL, CARRIERS, type CancelOrderBody, ORDER_STATUS_LABEL, ORDERS_MSG } from '@bazar/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { ReasonAmountDialog } from '../../../components/reason-amount-dialog';
import { SubmitButton } from '../../../components/submit-button';
import { type ApiError, isApiError } from '../../../lib/api-client';
import { useUpdateOrderStatus } from '../../../lib/order';
import { useSnackbar } from '../../../lib/snackbar';
import { useCancelOrder } from '../api/cancel-order';
import { checkCancellation, checkShipment, type ShipmentFields } from '../check-order-forms';

/** One opening of a dialog: which one, on which order, and a count that tells a new opening apart. */
export interface OrderDialogRequest {
  kind: 'ship' | 'cancel';
  orderNumber: string;
  opening: number;
}

interface DialogProps {
  orderNumber: string;
  open: boolean;
  onClose: () => void;
}

/** The server's refusal: on its field when it names one, else above the form. */
function refusal<Field extends string>(error: Error, fields: readonly Field[]) {
  const api: ApiError | null = isApiError(error) ? error : null;
  const placed = (api?.fieldErrors ?? []).filter((e): e is { param: Field; msg: string } =>
    (fields as readonly string[]).includes(e.param),
  );
  return {
    errors: Object.fromEntries(placed.map((e) => [e.param, e.msg])) as Partial<Record<Field, string>>,
    message: placed.length > 0 ? null : error.message,
  };
}

/** 'Marcar en camino': the carrier and the tracking number the buyer will follow. */
function ShipDialog({ orderNumber, open, onClose }: DialogProps) {
  const update = useUpdateOrderStatus();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const formId = useId();
  const [fields, setFields] = useState<ShipmentFields>({ carrier: '', trackingNumber: '' });
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<{
    errors: Partial<Record<keyof ShipmentFields, string>>;
    message: string | null;
  }>({
    errors: {},
    message: null,
  });
  const checked = checkShipment(fields);
  const shown = (name: keyof ShipmentFields) =>
    server.errors[name] ?? (tried ? checked.errors[name] : undefined);
  const change = (name: keyof ShipmentFields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
    setServer((s) => ({ ...s, errors: { ...s.errors, [name]: undefined } }));
  };
  const pending = update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!checked.body) return;
    update.mutate(
      { orderNumber, body: checked.body },
      {
        onSuccess: () => {
          enqueueSnackbar(ORDERS_MSG.statusChanged(orderNumber, ORDER_STATUS_LABEL.shipped), {
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => setServer(refusal(error, ['carrier', 'trackingNumber'] as const)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{ORDERS_MSG.shipTitle(orderNumber)}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {server.message && <Alert severity="error">{server.message}</Alert>}
          <TextField
            select
            label={ORDERS_MSG.carrier}
            value={fields.carrier}
            onChange={change('carrier')}
            error={Boolean(shown('carrier'))}
            helperText={shown('carrier')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
            autoFocus
          >
            <option value="">{ORDERS_MSG.pickCarrier}</option>
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier}>
                {CARRIER_LABEL[carrier]}
              </option>
            ))}
          </TextField>
          <TextField
            label={ORDERS_MSG.trackingNumber}
            value={fields.trackingNumber}
            onChange={change('trackingNumber')}
            error={Boolean(shown('trackingNumber'))}
            helperText={shown('trackingNumber')}
            slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', maxLength: 40 } }}
            fullWidth
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <SubmitButton pending={pending} form={formId}>
          {ORDERS_MSG.ship}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}

/** 'Cancelar venta': why (the buyer reads it), asked as the confirmation it is; the buyer gets it all back. */
function CancelDialog({ orderNumber, open, onClose }: DialogProps) {
  const cancel = useCancelOrder();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <ReasonAmountDialog<CancelOrderBody>
      open={open}
      onClose={onClose}
      title={ORDERS_MSG.cancelTitle(orderNumber)}
      text={ORDERS_MSG.cancelText}
      reason={{ label: ORDERS_MSG.cancelReason, maxLength: 300 }}
      check={({ reason }) => checkCancellation(reason)}
      apiFields={{ reason: 'reason' }}
      onSubmit={async (body) => {
        await cancel.mutateAsync({ orderNumber, body });
        enqueueSnackbar(ORDERS_MSG.cancelled(orderNumber), { variant: 'success' });
        onClose();
      }}
      submitLabel={ORDERS_MSG.cancelConfirm}
      destructive
      cancelLabel="Volver"
    />
  );
}

/** The ship or cancel dialog of one opening (a lazy chunk: the schemas and forms load on first use). */
export function OrderDialog({
  request,
  open,
  onClose,
}: {
  request: OrderDialogRequest;
  open: boolean;
  onClose: () => void;
}) {
  const Chosen = request.kind === 'ship' ? ShipDialog : CancelDialog;
  return <Chosen key={request.opening} orderNumber={request.orderNumber} open={open} onClose={onClose} />;
}
