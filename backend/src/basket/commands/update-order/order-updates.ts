import type { Type } from '@nestjs/common';
import type { Command } from '@nestjs/cqrs';
import type { OrderUpdateDataByKey, UpdateKey } from '@shop/contracts';
import { validateAs } from '../../../platform/http/validate-as';
import type { CommandContext } from '../command-context';
import { ChangeAddons } from '../change-addons/change-addons.command';
import { ChangeAddonsDto } from '../change-addons/change-addons.dto';
import { ChangeDelivery } from '../change-delivery/change-delivery.command';
import { ChangeDeliveryDto } from '../change-delivery/change-delivery.dto';
import { ChangePot } from '../change-pot/change-pot.command';
import { ChangePotDto } from '../change-pot/change-pot.dto';
import { ChooseCard } from '../choose-card/choose-card.command';
import { ChooseCardDto } from '../choose-card/choose-card.dto';
import { GiveCustomerDetails } from '../give-customer-details/give-customer-details.command';
import { GiveCustomerDetailsDto } from '../give-customer-details/give-customer-details.dto';
import { SetMessage } from '../set-message/set-message.command';
import { SetMessageDto } from '../set-message/set-message.dto';
import { SetRecipient } from '../set-recipient/set-recipient.command';
import { SetRecipientDto } from '../set-recipient/set-recipient.dto';
import { SetGiftCardRecipient } from '../set-gift-card-recipient/set-gift-card-recipient.command';
import { SetGiftCardRecipientDto } from '../set-gift-card-recipient/set-gift-card-recipient.dto';
import type { UpdateOrderDto } from './update-order.dto';

/** One key of the update call: the DTO its `data` must pass, and the command it becomes. */
interface OrderUpdate<Data> {
  dto: Type<Data>;
  command(orderIndex: number, data: Data, context: CommandContext): Command<void>;
}

/** Every key of `POST /api/checkout/update` and its use case. */
const ORDER_UPDATES: { [Key in UpdateKey]: OrderUpdate<OrderUpdateDataByKey[Key]> } = {
  message: {
    dto: SetMessageDto,
    command: (orderIndex, data, context) => new SetMessage(orderIndex, data, context),
  },
  recipient: {
    dto: SetRecipientDto,
    command: (orderIndex, data, context) => new SetRecipient(orderIndex, data, context),
  },
  card: {
    dto: ChooseCardDto,
    command: (orderIndex, data, context) => new ChooseCard(orderIndex, data, context),
  },
  addons: {
    dto: ChangeAddonsDto,
    command: (orderIndex, data, context) => new ChangeAddons(orderIndex, data, context),
  },
  pot: {
    dto: ChangePotDto,
    command: (orderIndex, data, context) => new ChangePot(orderIndex, data, context),
  },
  delivery: {
    dto: ChangeDeliveryDto,
    command: (orderIndex, data, context) => new ChangeDelivery(orderIndex, data, context),
  },
  // The buyer's details belong to the whole basket: the order index is not used.
  details: {
    dto: GiveCustomerDetailsDto,
    command: (_orderIndex, data, context) => new GiveCustomerDetails(data, context),
  },
  'gift-card': {
    dto: SetGiftCardRecipientDto,
    command: (orderIndex, data, context) => new SetGiftCardRecipient(orderIndex, data, context),
  },
};

/**
 * The command an update asks for: `data` checked by its key's DTO (400 with the validator's
 * words, unknown fields refused), then that key's command.
 */
export async function orderUpdateCommand<Key extends UpdateKey>(
  body: UpdateOrderDto & { key: Key },
  context: CommandContext,
): Promise<Command<void>> {
  const update: OrderUpdate<OrderUpdateDataByKey[Key]> = ORDER_UPDATES[body.key];
  return update.command(body.orderIndex, await validateAs(update.dto, body.data), context);
}
