// The notice under Japan's Act on Specified Commercial Transactions. Operator details are not
// here: they come from the runtime configuration.
import { defineMessages } from '../define';

export const tokushoho = defineMessages(
  {
    title: '特定商取引法に基づく表記',
    description: 'Spaces の特定商取引法に基づく表記です。',
    operatorName: '販売事業者',
    representative: '運営統括責任者',
    address: '所在地',
    phone: '電話番号',
    email: 'メールアドレス',
    hours: '受付時間',
    price: '販売価格',
    priceValue:
      '本サービスの基本機能は無料です。有料機能を提供する場合は、各申込画面に税込価格を表示します。',
    extraCharges: '商品代金以外の必要料金',
    extraChargesValue: 'インターネット接続に必要な通信料は利用者の負担となります。',
    payment: '支払方法・時期',
    paymentValue:
      '有料機能を提供する場合、申込画面に記載の方法により、申込時にお支払いいただきます。',
    delivery: '提供時期',
    deliveryValue: 'お支払い手続きの完了後、直ちにご利用いただけます。',
    returns: '返品・キャンセル',
    returnsValue: 'デジタルサービスの性質上、提供開始後の返品・返金はお受けしておりません。',
  },
  {
    title: 'Legal notice (Specified Commercial Transactions Act)',
    description: 'The notice of Spaces under Japan’s Act on Specified Commercial Transactions.',
    operatorName: 'Operator',
    representative: 'Representative',
    address: 'Address',
    phone: 'Phone',
    email: 'E-mail',
    hours: 'Hours',
    price: 'Price',
    priceValue:
      'The basic features of the Service are free. Any paid feature shows its price, tax included, on its order screen.',
    extraCharges: 'Other charges',
    extraChargesValue: 'Users bear the cost of their own internet connection.',
    payment: 'Payment method and timing',
    paymentValue:
      'For any paid feature, payment is made when ordering, by the methods shown on the order screen.',
    delivery: 'Delivery',
    deliveryValue: 'Available immediately once payment is complete.',
    returns: 'Returns and cancellations',
    returnsValue:
      'As a digital service, it cannot be returned or refunded once provision has started.',
  },
);
