import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventStore } from '../../../platform/event-store/event-store';
import { SubscriptionRunner } from '../../../platform/event-store/subscription-runner';

/**
 * Tells open streams that the feed may have grown: after each local append, once the
 * subscription runner has caught up (and so written the feed rows). Only a hint, to cut the
 * latency of live streams; they also poll, for rows written by other instances.
 */
@Injectable()
export class AnalyticsFeedNotifier implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly runner: SubscriptionRunner,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.store.onAppended(() => {
      if (this.listeners.size === 0) return;
      void this.runner.wake().then(() => this.notify());
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Calls `listener` once, at the next change; returns a function that cancels it. */
  once(listener: () => void): () => void {
    const wrapped = () => {
      this.listeners.delete(wrapped);
      listener();
    };
    this.listeners.add(wrapped);
    return () => this.listeners.delete(wrapped);
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
