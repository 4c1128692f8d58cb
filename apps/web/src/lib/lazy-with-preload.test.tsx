import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazy-with-preload';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A lazily loaded Greeting and the count of its loads. */
function lazyGreeting() {
  const loads = { count: 0 };
  const Component = lazyWithPreload(async () => {
    loads.count += 1;
    return Greeting;
  });
  return { Component, loads };
}

function show(Component: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Anna" />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const { Component, loads } = lazyGreeting();
    await Component.preload();
    show(Component);
    expect(screen.getByText('Hello Anna')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(loads.count).toBe(1);
  });

  it('shows the fallback until a component that was not preloaded has loaded', async () => {
    const { Component, loads } = lazyGreeting();
    show(Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Anna')).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });

  it('loads once however often it is asked', async () => {
    const { Component, loads } = lazyGreeting();
    await Promise.all([Component.preload(), Component.preload()]);
    show(Component);
    expect(loads.count).toBe(1);
  });
});
