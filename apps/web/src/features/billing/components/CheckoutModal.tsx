import { useEffect, useState } from 'react';
import { Alert, InputNumber, Modal, Radio, Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Typography/style/css.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  TOP_UP_POINTS,
  orderItemSchema,
  type BillingPeriod,
  type PaymentAction,
  type PaymentChannel,
  type Plan,
} from '@miaoyu/contracts/billing';
import { QrCode } from '@/components/qr/QrCode';
import { placeServerError } from '@/lib/form-errors';
import { useCheckoutOptions, useCreateOrder, useOrder } from '../api/orders';
import { pointsText, priceText } from '../format';
import styles from './Billing.module.css';

/** What the buyer came to buy: a plan (a renewal when it is the one running) or points. */
export type Purchase =
  | { kind: 'plan'; plan: Plan; renewal: boolean; credited: boolean; period: BillingPeriod }
  | { kind: 'points' };

interface Props {
  orgId: string;
  purchase: Purchase | null;
  onClose: () => void;
}

/** Phones pay on the channel's page; WeChat's own browser pays inside WeChat. */
function paymentClient() {
  if (/MicroMessenger/i.test(navigator.userAgent)) return 'wechat' as const;
  return window.matchMedia('(max-width: 768px)').matches
    ? ('mobile' as const)
    : ('desktop' as const);
}

/** The checkout: period or points, the payment channel, the price; then off to pay. */
export function CheckoutModal({ orgId, purchase, onClose }: Props) {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const options = useCheckoutOptions(purchase !== null);
  const create = useCreateOrder(orgId);
  // The page mounts one modal per purchase (its key), so these start afresh each time.
  const [period, setPeriod] = useState<BillingPeriod>(
    purchase?.kind === 'plan' ? purchase.period : 'month',
  );
  const [points, setPoints] = useState<number | undefined>(10_000);
  const [chosen, setChosen] = useState<PaymentChannel>();
  const [failure, setFailure] = useState<string>();
  const [qr, setQr] = useState<{ codeUrl: string; outTradeNo: string }>();
  // A QR code is paid on another device: the order is watched until it is paid.
  const watched = useOrder(orgId, qr?.outTradeNo, true);
  useEffect(() => {
    if (watched.data?.status !== 'paid' || !qr) return;
    onClose();
    void navigate(`/setting/trade?order=${qr.outTradeNo}`);
  }, [watched.data?.status, qr, onClose, navigate]);
  const channels = options.data?.channels ?? [];
  const channel = chosen && channels.includes(chosen) ? chosen : channels[0];

  const item =
    purchase?.kind === 'plan'
      ? { kind: 'plan' as const, planId: purchase.plan.id, period }
      : { kind: 'points' as const, points: points ?? 0 };
  const valid = orderItemSchema.safeParse(item);
  const listFen =
    purchase?.kind === 'plan'
      ? period === 'year'
        ? purchase.plan.priceYearFen
        : purchase.plan.priceMonthFen
      : ((points ?? 0) / 1000) * (options.data?.fenPerThousandPoints ?? 0);

  const close = () => {
    setFailure(undefined);
    setQr(undefined);
    onClose();
  };

  const go = (pay: PaymentAction, outTradeNo: string) => {
    if (pay.kind === 'qr') return setQr({ codeUrl: pay.codeUrl, outTradeNo });
    close();
    if (pay.url.startsWith('/')) navigate(pay.url);
    else window.location.assign(pay.url);
  };

  const submit = async () => {
    if (!valid.success || !channel) return;
    setFailure(undefined);
    try {
      const created = await create.mutateAsync({ item, channel, client: paymentClient() });
      go(created.pay, created.order.outTradeNo);
    } catch (error) {
      setFailure(placeServerError(error, []).message);
    }
  };

  const title =
    purchase?.kind === 'plan'
      ? t(purchase.renewal ? 'checkout.renewTitle' : 'checkout.planTitle', {
          plan: purchase.plan.name,
        })
      : t('checkout.pointsTitle');

  return (
    <Modal
      title={title}
      visible={purchase !== null}
      onCancel={close}
      onOk={() => void submit()}
      okText={t('checkout.pay')}
      okButtonProps={{ disabled: !valid.success || !channel || qr !== undefined }}
      confirmLoading={create.isPending}
      style={{ width: 'min(520px, calc(100vw - 24px))' }}
      unmountOnExit
    >
      {failure ? <Alert type="error" content={failure} style={{ marginBottom: 12 }} /> : null}
      {qr ? (
        <div className={styles.qr}>
          <QrCode text={qr.codeUrl} label={t('checkout.scan')} fileName="pay" />
          <Typography.Text type="secondary">{t('checkout.scanHint')}</Typography.Text>
        </div>
      ) : (
        <div className={styles.checkout}>
          {purchase?.kind === 'plan' ? (
            <div>
              <div className={styles.fieldLabel}>{t('checkout.period')}</div>
              <Radio.Group
                type="button"
                value={period}
                onChange={(value: BillingPeriod) => setPeriod(value)}
              >
                {purchase.plan.priceMonthFen > 0 ? (
                  <Radio value="month">
                    {t('plans.perMonth', {
                      price: priceText(purchase.plan.priceMonthFen, i18n.language),
                    })}
                  </Radio>
                ) : null}
                {purchase.plan.priceYearFen > 0 ? (
                  <Radio value="year">
                    {t('plans.perYear', {
                      price: priceText(purchase.plan.priceYearFen, i18n.language),
                    })}
                  </Radio>
                ) : null}
              </Radio.Group>
              {purchase.credited ? (
                <Typography.Paragraph type="secondary" className={styles.note}>
                  {t('checkout.credit')}
                </Typography.Paragraph>
              ) : purchase.renewal ? (
                <Typography.Paragraph type="secondary" className={styles.note}>
                  {t('checkout.renewal')}
                </Typography.Paragraph>
              ) : null}
            </div>
          ) : (
            <div>
              <div className={styles.fieldLabel}>{t('checkout.points')}</div>
              <InputNumber
                aria-label={t('checkout.points')}
                value={points}
                min={TOP_UP_POINTS.min}
                max={TOP_UP_POINTS.max}
                step={TOP_UP_POINTS.step}
                precision={0}
                onChange={(value) => setPoints(value ?? undefined)}
                style={{ width: '100%' }}
              />
              <Typography.Paragraph
                type={valid.success ? 'secondary' : 'error'}
                className={styles.note}
              >
                {t('checkout.pointsRule', {
                  price: priceText(options.data?.fenPerThousandPoints ?? 0, i18n.language),
                })}
              </Typography.Paragraph>
            </div>
          )}
          <div>
            <div className={styles.fieldLabel}>{t('checkout.channel')}</div>
            <Radio.Group value={channel} onChange={(value: PaymentChannel) => setChosen(value)}>
              {channels.map((name) => (
                <Radio key={name} value={name}>
                  {t(`channels.${name}`)}
                </Radio>
              ))}
            </Radio.Group>
          </div>
          <div className={styles.total}>
            <span>
              {purchase?.kind === 'plan' && purchase.credited
                ? t('checkout.listBeforeCredit')
                : t('checkout.total')}
            </span>
            <span data-testid="checkout-total">
              {valid.success ? priceText(listFen, i18n.language) : '—'}
            </span>
          </div>
          {purchase?.kind === 'points' && valid.success ? (
            <Typography.Text type="secondary">
              {t('checkout.pointsGet', { points: pointsText(points ?? 0, i18n.language) })}
            </Typography.Text>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
