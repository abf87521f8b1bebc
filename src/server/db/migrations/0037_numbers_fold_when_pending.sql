-- The numbers' readers read at once when nothing is pending, instead of queueing on the fold's lock one
-- after another (bench:scale's dashboards read many at once). The fold itself (0036) is numbers_fold_now.
ALTER FUNCTION "numbers_fold"(boolean) RENAME TO "numbers_fold_now";--> statement-breakpoint
CREATE FUNCTION "numbers_fold"(wait boolean DEFAULT true) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing pending (as the tick leaves it, mostly): nothing to wait for. A fold under way in another
  -- transaction has not committed its deletes, so what it folds is still seen here, and waited for.
  IF NOT (EXISTS (SELECT 1 FROM shop_days_pending) OR EXISTS (SELECT 1 FROM shop_product_days_pending)
      OR EXISTS (SELECT 1 FROM platform_days_pending) OR EXISTS (SELECT 1 FROM commission_months_pending)
      OR EXISTS (SELECT 1 FROM commission_shop_months_pending)) THEN
    RETURN true;
  END IF;
  RETURN numbers_fold_now(wait);
END;
$$;
