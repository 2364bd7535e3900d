-- The uniform e-invoice a prize shipment's postage takes, as its member chose it when asking (issued once the postage
-- is paid); null on a free parcel and on older shipments (their postage takes the member carrier).
ALTER TABLE "prize_shipments" ADD COLUMN "invoice" jsonb;