// The relay's mailbox: messages per topic, kept until their TTL ends, handed once to each client that did not send
// them (a message published before anyone listens waits for its subscriber). Pure state; the server does the I/O.

/** One published message as the relay keeps it. */
export interface StoredMessage {
  topic: string;
  /** The encrypted envelope, as the publisher sent it (the relay never reads it). */
  message: string;
  publishedAt: number;
  expiresAt: number;
  tag: number;
  attestation?: string;
  /** The client id (from its auth token) that published it: never delivered back to it. */
  sender: string;
  /** Clients that acknowledged it. */
  deliveredTo: Set<string>;
}

export interface MailboxLimits {
  /** Most messages kept per topic (the oldest is dropped first). */
  maxPerTopic: number;
  /** Most topics with stored messages. */
  maxTopics: number;
  /** Longest TTL a publisher may ask for, in seconds. */
  maxTtlSeconds: number;
}

export const DEFAULT_MAILBOX_LIMITS: MailboxLimits = {
  maxPerTopic: 200,
  maxTopics: 10_000,
  maxTtlSeconds: 30 * 86_400,
};

export function createMailbox(clock: () => number, limits: MailboxLimits = DEFAULT_MAILBOX_LIMITS) {
  const topics = new Map<string, StoredMessage[]>();

  function live(topic: string): StoredMessage[] {
    const now = clock();
    const kept = (topics.get(topic) ?? []).filter((m) => m.expiresAt > now);
    if (kept.length) topics.set(topic, kept);
    else topics.delete(topic);
    return kept;
  }

  return {
    /** Stores a message; false when the relay is full (too many topics). A TTL above the limit is cut to it. */
    put(entry: Omit<StoredMessage, 'expiresAt' | 'deliveredTo' | 'publishedAt'> & { ttlSeconds: number }) {
      const list = live(entry.topic);
      if (list.length === 0 && topics.size >= limits.maxTopics) return null;
      const ttl = Math.min(entry.ttlSeconds, limits.maxTtlSeconds);
      const now = clock();
      const stored: StoredMessage = {
        topic: entry.topic,
        message: entry.message,
        tag: entry.tag,
        sender: entry.sender,
        ...(entry.attestation !== undefined ? { attestation: entry.attestation } : {}),
        publishedAt: now,
        expiresAt: now + ttl * 1000,
        deliveredTo: new Set(),
      };
      // The same envelope published twice (a client retrying) is one message.
      if (list.some((m) => m.message === stored.message))
        return list.find((m) => m.message === stored.message)!;
      list.push(stored);
      if (list.length > limits.maxPerTopic) list.shift();
      topics.set(entry.topic, list);
      return stored;
    },

    /** Live messages on `topic` that `clientId` neither sent nor acknowledged, oldest first. */
    undelivered(topic: string, clientId: string): StoredMessage[] {
      return live(topic).filter((m) => m.sender !== clientId && !m.deliveredTo.has(clientId));
    },

    /** Records that `clientId` acknowledged `message` on `topic`. */
    acknowledged(topic: string, message: string, clientId: string): void {
      for (const stored of live(topic)) if (stored.message === message) stored.deliveredTo.add(clientId);
    },

    /** Drops expired messages everywhere (called on a timer). */
    sweep(): void {
      for (const topic of [...topics.keys()]) live(topic);
    },

    size: () => [...topics.values()].reduce((n, list) => n + list.length, 0),
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;
