-- A notice with nobody to tell (a member without a mailbox, a subject gone) is skipped, not dead: the operator's dead
-- list keeps only what failed.
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_state";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_state" CHECK ("outbox"."state" in ('pending', 'sent', 'dead', 'skipped'));