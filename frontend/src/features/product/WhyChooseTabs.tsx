import type { ProductTab } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { productTabsQueryOptions } from '../../api/catalogue.queries';
import { ErrorAlert } from './ErrorAlert';
import { errorMessages } from './error-messages';
import { WHY_CHOOSE_HEADING } from './product-messages';
import { TabPanelContent } from './TabPanelContent';
import './why-choose-tabs.css';

/**
 * The 'Why choose Posy' tabs of docs/rules-storefront.md "Product page", in the WAI-ARIA tabs
 * pattern.
 */
export function WhyChooseTabs({
  productId,
  productImage,
}: {
  productId: number;
  productImage: string | undefined;
}) {
  const tabs = useQuery(productTabsQueryOptions(productId));
  const headingId = useId();

  if (tabs.isSuccess && tabs.data.length === 0) return null;

  return (
    <section className="why-choose" aria-labelledby={headingId} data-testid="why-choose">
      <h2 id={headingId} className="why-choose__title">
        {WHY_CHOOSE_HEADING}
      </h2>
      {tabs.isPending && (
        <div className="why-choose__placeholder" data-testid="why-choose-loading">
          <span className="visually-hidden" role="status">
            Loading…
          </span>
        </div>
      )}
      {tabs.isError && (
        <ErrorAlert messages={errorMessages(tabs.error)} testId="why-choose-errors" />
      )}
      {tabs.isSuccess && <Tabs tabs={tabs.data} productImage={productImage} />}
    </section>
  );
}

function Tabs({ tabs, productImage }: { tabs: ProductTab[]; productImage: string | undefined }) {
  const [selectedId, setSelectedId] = useState(tabs[0].id);
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const idPrefix = useId();
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setSelectedId(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <>
      <div className="why-choose__tablist" role="tablist" aria-label={WHY_CHOOSE_HEADING}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected.id;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) tabRefs.current.set(tab.id, button);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              className="why-choose__tab"
              aria-selected={isSelected}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              data-testid={`why-choose-tab-${tab.id}`}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.name}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          className="why-choose__panel"
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected.id}
          data-testid={`why-choose-panel-${tab.id}`}
        >
          {tab.id === selected.id && <TabPanelContent tab={tab} productImage={productImage} />}
        </div>
      ))}
    </>
  );
}
