import { userInfo } from 'node:os';
import { CommandBus } from '@nestjs/cqrs';
import { ORDER_STATUS_LABELS } from '@shop/contracts';
import { AdvanceOrder } from '../orders';
import { openAppContext } from './app-context';

/** `npm run order:advance -- P1234567`: moves a placed order to its next status. */
async function main(args: string[]): Promise<number> {
  const [orderNumber] = args;
  if (!orderNumber || args.length !== 1) {
    console.error('Usage: npm run order:advance -- ORDER_NUMBER   (e.g. P1234567)');
    return 2;
  }
  const { app } = await openAppContext();
  try {
    const status = await app
      .get(CommandBus)
      .execute(new AdvanceOrder(orderNumber, userInfo().username));
    console.log(`${orderNumber.toUpperCase()} is now: ${ORDER_STATUS_LABELS[status]}`);
    return 0;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
