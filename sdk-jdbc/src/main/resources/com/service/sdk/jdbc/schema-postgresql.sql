-- Service SDK, sdk-jdbc: the tables of JdbcDeliveryStore and MoneyMovements, for PostgreSQL 11 or newer.
-- These are the default names; JdbcSchema.postgresql(deliveryTable, movementTable) gives this DDL with yours.
-- sdk-jdbc never creates or changes a table by itself: run this through your migrations (a Flyway
-- V<n>__service_sdk.sql or a Liquibase sqlFile changeset), or call JdbcSchema.create(..) yourself.

-- JdbcDeliveryStore: one row per confirmed resource state that CallbackHandler claimed or handled.
CREATE TABLE IF NOT EXISTS service_sdk_delivery (
  delivery_key text        PRIMARY KEY,
  owner        text        NOT NULL,                 -- the delivery that holds or held the claim
  state        text        NOT NULL CHECK (state IN ('CLAIMED', 'DONE')),
  lease_until  timestamptz NOT NULL,                 -- a claim holds until then (the database's clock)
  updated_at   timestamptz NOT NULL,                 -- prune() deletes what is older than the retention
  notice       text                                  -- the notice it was claimed for: what resume() confirms again
);
CREATE INDEX IF NOT EXISTS service_sdk_delivery_updated_at ON service_sdk_delivery (updated_at);
CREATE INDEX IF NOT EXISTS service_sdk_delivery_lapsed ON service_sdk_delivery (lease_until)
  WHERE state = 'CLAIMED';

-- MoneyMovements: one row per refund or payout, recorded before it is sent.
CREATE TABLE IF NOT EXISTS service_sdk_movement (
  account         text        NOT NULL,              -- the merchant account whose clients send it
  idempotency_key text        NOT NULL,              -- the service scopes keys per merchant account
  operation       text        NOT NULL,              -- refunds.create or payouts.initiate
  body            bytea       NOT NULL,              -- the exact bytes sent, every time
  state           text        NOT NULL CHECK (state IN ('PENDING', 'UNKNOWN', 'APPLIED', 'NOT_APPLIED')),
  maybe_applied   boolean     NOT NULL,              -- a send under the key may have taken effect: only an answer settles it
  result_id       text,                              -- the refund_id or transaction_id, once APPLIED
  attempts        integer     NOT NULL,              -- calls started under the key, by any instance
  last_error      text,                              -- what the last call that failed said
  owner           text,                              -- the sender that took it to send, until it records the outcome
  due_at          timestamptz NOT NULL,              -- the sender's lease, then when resume() may send it again
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (account, idempotency_key)
);
CREATE INDEX IF NOT EXISTS service_sdk_movement_due ON service_sdk_movement (account, due_at)
  WHERE state IN ('PENDING', 'UNKNOWN');
