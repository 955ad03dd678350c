import {
  personalisationAreas,
  withPersonalisationAreas,
  type CheckoutOrder,
  type PersonalisationArea,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardPersonalisationQueryOptions } from '../../api/checkout.queries';

/**
 * A personalisable card's areas as the shopper edits them: loaded from the card personalisation
 * config once a card is chosen, then kept as a draft until the message step saves them.
 */
export function usePersonalisationDraft(
  order: CheckoutOrder,
  orderIndex: number,
  enabled: boolean,
) {
  const config = useQuery({ ...cardPersonalisationQueryOptions(orderIndex, order.id), enabled });
  const [draft, setDraft] = useState<PersonalisationArea[] | null>(null);
  const product = config.data?.product;
  const personalisable = product?.isPersonalisable === true;
  const saved = personalisable ? personalisationAreas(product.configuration) : [];
  const areas = draft ?? saved;

  const setValue = (index: number, value: string) =>
    setDraft((current) =>
      (current ?? saved).map((area, i) => (i === index ? { ...area, value } : area)),
    );

  return {
    config,
    personalisable,
    areas,
    setValue,
    /** What update key `message` sends: the areas as edited, or null for a plain card. */
    configuration: personalisable ? withPersonalisationAreas(product.configuration, areas) : null,
  };
}
