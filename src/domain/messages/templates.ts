/**
 * The words of every message the platform sends (issue 36), in English and
 * Hindi, and the shape each channel needs them in:
 *
 * - WhatsApp: a template approved by Meta, named here, its body's variables
 *   sent in order ({{1}}, {{2}}…). A variable may carry no line break or tab,
 *   nor more than four spaces in a row (the Cloud API refuses the message).
 * - SMS: a template registered on the DLT platform (India's TRAI rules), its
 *   variables ({#var#}) 30 characters at most; its id comes from the settings
 *   (SMS_TEMPLATE_IDS), as each sender registers its own.
 * - Email: a subject and a plain-text body.
 *
 * The text here is the approved body with its variables filled in: what the
 * stub inbox shows, and what the email carries. Pure: no I/O.
 */
import { GATEWAY_PAYMENT_ID } from "../orders/payment";

export type Language = "en" | "hi";

/** What a message may say; each template names the ones it uses, in its variables' order. */
export interface MessageParams {
  /** The shop's name. */
  shop: string;
  /** The order number a shopper sees (the last 6 characters of the order id). */
  order: string;
  /** The lines, e.g. "Toor Dal 1 kg × 2, Basmati Rice 5 kg". */
  items: string;
  /** The amount, e.g. "₹520". */
  total: string;
  /** "cash on delivery" or "UPI", in the message's language. */
  payment: string;
  /** Where to follow the order (the shopper) or act on it (the seller). */
  link: string;
  /** The expected delivery date, e.g. "3 Dec". */
  date: string;
  rider: string;
  riderPhone: string;
  reason: string;
  // The seller's and merchant's messages (issue 36, the seller's part): absent from the shopper's.
  /** A count with its noun ("4 orders"), or a stock figure ("3"). */
  count?: string;
  /** How many orders wait for confirmation ("2", "none"). */
  waiting?: string;
  /** The products low on stock, named ("Toor Dal 1 kg (3), Atta (2)", "none"). */
  low?: string;
  /** A payment's reference (the kiosk fee's, e.g. KM000012F). */
  reference?: string;
  /** The shop's storefront address. */
  url?: string;
}

export type ParamName = keyof MessageParams;

interface Template {
  /** The variables, in order: WhatsApp's {{1}}…, DLT's {#var#}s. */
  params: readonly ParamName[];
  subject: Record<Language, string>;
  /** The body, `{name}` for each variable. */
  body: Record<Language, string>;
}

export const TEMPLATES = {
  /** To the shopper, when the order is placed. */
  order_placed: {
    params: ["shop", "order", "items", "total", "payment", "link"],
    subject: { en: "Order #{order} placed with {shop}", hi: "{shop} पर ऑर्डर #{order} मिल गया" },
    body: {
      en: "{shop} has your order #{order}: {items}. Total {total}, {payment}. Follow it here: {link}",
      hi: "{shop} को आपका ऑर्डर #{order} मिल गया: {items}। कुल {total}, {payment}। यहाँ देखें: {link}",
    },
  },
  /** To the seller, when an order comes in. */
  new_order: {
    params: ["shop", "order", "items", "total", "payment", "link"],
    subject: { en: "New order #{order} on {shop}", hi: "{shop} पर नया ऑर्डर #{order}" },
    body: {
      en: "New order #{order} on {shop}: {items}. Total {total}, {payment}. Confirm it: {link}",
      hi: "{shop} पर नया ऑर्डर #{order}: {items}। कुल {total}, {payment}। पुष्टि करें: {link}",
    },
  },
  /** To the shopper, when the seller confirms. */
  order_confirmed: {
    params: ["shop", "order", "date", "link"],
    subject: { en: "{shop} confirmed order #{order}", hi: "{shop} ने ऑर्डर #{order} की पुष्टि की" },
    body: {
      en: "{shop} confirmed your order #{order}. It should reach you by {date}. Follow it here: {link}",
      hi: "{shop} ने आपके ऑर्डर #{order} की पुष्टि की। यह {date} तक पहुँचना चाहिए। यहाँ देखें: {link}",
    },
  },
  /** To the shopper, when a rider takes the order out. */
  order_out_for_delivery: {
    params: ["shop", "order", "rider", "riderPhone", "link"],
    subject: { en: "Order #{order} is on its way", hi: "ऑर्डर #{order} रास्ते में है" },
    body: {
      en: "Your order #{order} from {shop} is on its way with {rider} ({riderPhone}). Follow it here: {link}",
      hi: "{shop} से आपका ऑर्डर #{order} {rider} ({riderPhone}) के साथ रास्ते में है। यहाँ देखें: {link}",
    },
  },
  /** To the shopper, when the rider delivers. */
  order_delivered: {
    params: ["shop", "order", "link"],
    subject: { en: "Order #{order} delivered", hi: "ऑर्डर #{order} पहुँच गया" },
    body: {
      en: "Your order #{order} from {shop} was delivered. Thank you for shopping! Confirm or ask for a return: {link}",
      hi: "{shop} से आपका ऑर्डर #{order} पहुँच गया। खरीदारी के लिए धन्यवाद! पुष्टि करें या वापसी माँगें: {link}",
    },
  },
  /** To the shopper, when the order is cancelled (by the shop, support, or unconfirmed in time). */
  order_cancelled: {
    params: ["shop", "order", "reason", "link"],
    subject: { en: "Order #{order} cancelled", hi: "ऑर्डर #{order} रद्द हुआ" },
    body: {
      en: "Your order #{order} from {shop} was cancelled: {reason}. Details: {link}",
      hi: "{shop} से आपका ऑर्डर #{order} रद्द हुआ: {reason}। विवरण: {link}",
    },
  },
  /** To a signed-in shopper, once, when their bag was left (issue 36 "Bags that are not forgotten"): `items` names its lines. */
  bag_reminder: {
    params: ["shop", "items", "link"],
    subject: { en: "Your bag at {shop} is waiting", hi: "{shop} पर आपका बैग इंतज़ार कर रहा है" },
    body: {
      en: "You left {items} in your bag at {shop}. Open your bag here: {link}",
      hi: "आपने {shop} पर अपने बैग में {items} छोड़ा है। अपना बैग यहाँ खोलें: {link}",
    },
  },
  /** To a shopper who asked "Notify me" on a sold-out product, once, when it is back: `items` names it. */
  back_in_stock: {
    params: ["shop", "items", "link"],
    subject: { en: "{items} is back at {shop}", hi: "{items} {shop} पर फिर से उपलब्ध है" },
    body: {
      en: "Good news: {items} is back in stock at {shop}. Buy it here: {link}",
      hi: "खुशखबरी: {items} {shop} पर फिर से स्टॉक में है। यहाँ खरीदें: {link}",
    },
  },
  // The seller's and the merchant's messages (issue 36, the seller's part): the seller's choices and
  // quiet hours (sellerNotices.ts) decide which go; the link is the staff app.
  /** To the seller, when the shopper or support cancels an order. */
  seller_order_cancelled: {
    params: ["shop", "order", "reason", "link"],
    subject: { en: "Order #{order} on {shop} was cancelled", hi: "{shop} पर ऑर्डर #{order} रद्द हुआ" },
    body: {
      en: "Order #{order} on {shop} was cancelled: {reason}. Its stock is back on sale. Details: {link}",
      hi: "{shop} पर ऑर्डर #{order} रद्द हुआ: {reason}। उसका स्टॉक फिर बिक्री पर है। विवरण: {link}",
    },
  },
  /** To the seller, when a shopper asks for a return. */
  seller_return_requested: {
    params: ["shop", "order", "items", "reason", "link"],
    subject: { en: "Return asked for order #{order}", hi: "ऑर्डर #{order} की वापसी माँगी गई" },
    body: {
      en: "A shopper asks to return order #{order} on {shop} ({items}): {reason}. Accept or refuse it: {link}",
      hi: "ग्राहक {shop} के ऑर्डर #{order} ({items}) की वापसी माँगते हैं: {reason}। स्वीकार या मना करें: {link}",
    },
  },
  /** To the seller, when an order or an edit takes a product's stock to or below their mark. */
  stock_low: {
    params: ["shop", "items", "count", "link"],
    subject: { en: "{items} is running low", hi: "{items} का स्टॉक कम है" },
    body: {
      en: "{shop}: {items} is running low, {count} left. Add stock: {link}",
      hi: "{shop}: {items} का स्टॉक कम है, {count} बचे हैं। स्टॉक जोड़ें: {link}",
    },
  },
  /** To the seller, once a day at their hour. */
  daily_summary: {
    params: ["shop", "date", "count", "total", "waiting", "low", "link"],
    subject: { en: "{shop}: {date}, {count}", hi: "{shop}: {date}, {count}" },
    body: {
      en: "{shop}, {date}: {count}, sales {total}. Waiting for your confirmation: {waiting}. Low on stock: {low}. Open your shop: {link}",
      hi: "{shop}, {date}: {count}, बिक्री {total}। आपकी पुष्टि की प्रतीक्षा में: {waiting}। कम स्टॉक: {low}। अपनी दुकान खोलें: {link}",
    },
  },
  /** To a kiosk merchant, when their fee (or renewal) is recorded. */
  kiosk_fee_receipt: {
    params: ["shop", "total", "payment", "reference", "date"],
    subject: { en: "Receipt: {total} for {shop}", hi: "रसीद: {shop} के लिए {total}" },
    body: {
      en: "Received {total} by {payment} for {shop} on {date}, reference {reference}. Thank you!",
      hi: "{shop} के लिए {date} को {payment} से {total} मिले, संदर्भ {reference}। धन्यवाद!",
    },
  },
  /** To a new merchant, when their shop is made. */
  merchant_welcome: {
    params: ["shop", "url", "link"],
    subject: { en: "Welcome: {shop} is open", hi: "स्वागत है: {shop} खुल गई" },
    body: {
      en: "Welcome! {shop} is open at {url}. Add your products and take orders in your shop's app: {link}",
      hi: "स्वागत है! {shop} {url} पर खुल गई है। अपनी दुकान के ऐप में उत्पाद जोड़ें और ऑर्डर लें: {link}",
    },
  },
  /** To a merchant, 3 days before their free trial ends. */
  trial_ending: {
    params: ["shop", "date", "total", "link"],
    subject: { en: "{shop}: the free trial ends on {date}", hi: "{shop}: मुफ़्त ट्रायल {date} को खत्म" },
    body: {
      en: "The free trial of {shop} ends on {date}. Pay the fee of {total} to keep taking orders: {link}",
      hi: "{shop} का मुफ़्त ट्रायल {date} को खत्म होगा। ऑर्डर लेते रहने के लिए {total} शुल्क दें: {link}",
    },
  },
  /** To a merchant whose trial ended unpaid: the fee is due. */
  fee_due: {
    params: ["shop", "total", "link"],
    subject: { en: "{shop}: the fee is due", hi: "{shop}: शुल्क देय है" },
    body: {
      en: "The free trial of {shop} is over: pay the fee of {total} to take orders again: {link}",
      hi: "{shop} का मुफ़्त ट्रायल खत्म हो गया: फिर से ऑर्डर लेने के लिए {total} शुल्क दें: {link}",
    },
  },
  /** To a merchant whose renewal fell due. */
  renewal_due: {
    params: ["shop", "date", "total", "link"],
    subject: { en: "{shop}: the renewal is due", hi: "{shop}: नवीनीकरण देय है" },
    body: {
      en: "The renewal of {shop} fell due on {date}: {total}, paid at your kiosk or by UPI. Details: {link}",
      hi: "{shop} का नवीनीकरण {date} को देय हुआ: {total}, अपने कियोस्क पर या UPI से दें। विवरण: {link}",
    },
  },
  /** To a person the owner added to the shop's staff. */
  staff_invite: {
    params: ["shop", "link"],
    subject: { en: "You were added to {shop}", hi: "आपको {shop} में जोड़ा गया" },
    body: {
      en: "You now work in {shop} on the shop's app. Sign in with this email or phone: {link}",
      hi: "अब आप दुकान के ऐप पर {shop} में काम करते हैं। इसी ईमेल या फ़ोन से साइन इन करें: {link}",
    },
  },
  // Web push (issue 36): to the rider's devices, when a seller or support gives them an order.
  /** To the rider, when an order is given to them. */
  rider_assigned: {
    params: ["shop", "order", "link"],
    subject: { en: "Order #{order} from {shop} is yours", hi: "{shop} का ऑर्डर #{order} आपका है" },
    body: {
      en: "{shop} gave you order #{order} to deliver. Your deliveries: {link}",
      hi: "{shop} ने आपको ऑर्डर #{order} पहुँचाने को दिया। आपकी डिलीवरी: {link}",
    },
  },
} as const satisfies Record<string, Template>;

export type TemplateName = keyof typeof TEMPLATES;

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** A DLT variable's most characters. */
export const DLT_VAR_MAX = 30;
/** A WhatsApp body variable's most characters (kept well inside the message's 1,024). */
export const WHATSAPP_VAR_MAX = 200;

/** One line, no tabs, no runs of over four spaces, at most `max` characters (an ellipsis marks a cut), never empty. */
export function cleanVariable(value: string, max: number): string {
  const flat = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  // A string no longer in UTF-16 units than `max` has no more characters than that: not spread.
  if (flat.length <= max) return flat || "-";
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat;
}

export interface Rendered {
  subject: string;
  text: string;
  /** WhatsApp's body variables, in order. */
  whatsapp: string[];
  /** The DLT template's variables, in order (each DLT_VAR_MAX at most). */
  sms: string[];
  /** The SMS as the DLT template reads with those variables. */
  smsText: string;
}

const fill = (pattern: string, values: Partial<Record<ParamName, string>>): string =>
  pattern.replace(/\{(\w+)\}/g, (whole, name: string) => values[name as ParamName] ?? whole);

/** The template's words in `language`, with its variables filled from `params`. */
export function renderMessage(name: TemplateName, language: Language, params: MessageParams): Rendered {
  const template: Template = TEMPLATES[name];
  const clean = (max: number) =>
    Object.fromEntries(template.params.map((p) => [p, cleanVariable(params[p] ?? "", max)])) as Partial<
      Record<ParamName, string>
    >;
  const wide = clean(WHATSAPP_VAR_MAX);
  const narrow = clean(DLT_VAR_MAX);
  return {
    subject: fill(template.subject[language], wide),
    text: fill(template.body[language], wide),
    whatsapp: template.params.map((p) => wide[p] ?? "-"),
    sms: template.params.map((p) => narrow[p] ?? "-"),
    smsText: fill(template.body[language], narrow),
  };
}

/** How an order is paid, as its messages say it: cash at the door, UPI to the shop, or online through the gateway. */
export type PaidBy = "COD" | "UPI" | "ONLINE";

/**
 * How `order` is paid: online when its payment is the gateway's (its transaction id is the
 * gateway's payment id, pay_…: payments/checkouts.ts places it so, whatever the method, a card
 * too), else its payment method.
 */
export function paidBy(order: { paymentMethod: string; transactionId?: string | null }): PaidBy {
  if (GATEWAY_PAYMENT_ID.test(order.transactionId ?? "")) return "ONLINE";
  return order.paymentMethod === "UPI" ? "UPI" : "COD";
}

/** "cash on delivery", "UPI" or "paid online" in `language`. */
export function paymentWords(method: PaidBy, language: Language): string {
  if (method === "UPI") return "UPI";
  if (method === "ONLINE") return language === "hi" ? "ऑनलाइन भुगतान हो चुका" : "paid online";
  return language === "hi" ? "कैश ऑन डिलीवरी" : "cash on delivery";
}
