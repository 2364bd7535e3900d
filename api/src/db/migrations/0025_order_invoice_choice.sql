-- The uniform e-invoice a Taiwan order takes, as its buyer chose it (a member carrier, their own carrier, a donation or a
-- company's business number); null outside Taiwan and on older orders.
ALTER TABLE "orders" ADD COLUMN "invoice" jsonb;