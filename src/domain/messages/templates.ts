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
  const cut = [...flat].length > max ? `${[...flat].slice(0, max - 1).join("")}…` : flat;
  return cut || "-";
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
    Object.fromEntries(template.params.map((p) => [p, cleanVariable(params[p], max)])) as Partial<
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

/** "cash on delivery" or "UPI" in `language`. */
export function paymentWords(method: "COD" | "UPI", language: Language): string {
  if (method === "UPI") return "UPI";
  return language === "hi" ? "कैश ऑन डिलीवरी" : "cash on delivery";
}
