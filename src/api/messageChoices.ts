/**
 * The shopper's order updates by channel (issue 36): POST
 * /customer/messagechoices reads them, /customer/updatemessagechoices turns
 * channels on or off. A refused call rejects with HTTPError. Loaded with the
 * profile.
 */
import * as v from "valibot";
import {
  MessageChoicesRequest,
  MessageChoicesResponse,
  UpdateMessageChoicesRequest,
} from "../contract/messageChoices";
import { authHttp } from "./authHttp";

export function readMessageChoices(email: string): Promise<MessageChoicesResponse> {
  return authHttp
    .post("customer/messagechoices", { json: v.parse(MessageChoicesRequest, { email }) })
    .json(MessageChoicesResponse);
}

export function updateMessageChoices(
  body: v.InferInput<typeof UpdateMessageChoicesRequest>,
): Promise<MessageChoicesResponse> {
  return authHttp
    .post("customer/updatemessagechoices", { json: v.parse(UpdateMessageChoicesRequest, body) })
    .json(MessageChoicesResponse);
}
