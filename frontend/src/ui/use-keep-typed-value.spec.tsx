import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepPickedChoice, useKeepTypedValue } from './use-keep-typed-value';

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const keepTyped = useKeepTypedValue(setValue);
  return (
    <>
      <input ref={keepTyped} value={value} onChange={(event) => setValue(event.target.value)} />
      <output data-testid="state">{value}</output>
    </>
  );
}

describe('useKeepTypedValue', () => {
  it('adopts text typed into the server-rendered field before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field initial="zzqxv" />);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = 'tulip';
    await act(async () => {
      hydrateRoot(container, <Field initial="zzqxv" />);
    });
    expect(container.querySelector('output')?.textContent).toBe('tulip');
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('tulip');
    container.remove();
  });

  it('leaves a field rendered in the browser as it is', () => {
    render(<Field initial="rose" />);
    expect(screen.getByTestId('state').textContent).toBe('rose');
  });
});

function Sizes() {
  const [size, setSize] = useState('standard');
  const keepPicked = useKeepPickedChoice(setSize);
  return (
    <fieldset ref={keepPicked}>
      {['standard', 'deluxe'].map((value) => (
        <input
          key={value}
          type="radio"
          name="size"
          value={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
      <output>{size}</output>
    </fieldset>
  );
}

describe('useKeepPickedChoice', () => {
  it('adopts a choice clicked in the server-rendered group before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Sizes />);
    document.body.append(container);
    (container.querySelector('input[value="deluxe"]') as HTMLInputElement).checked = true;
    await act(async () => {
      hydrateRoot(container, <Sizes />);
    });
    expect(container.querySelector('output')?.textContent).toBe('deluxe');
    container.remove();
  });
});
