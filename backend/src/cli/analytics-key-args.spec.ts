import { parseKeyArgs } from './analytics-key-args';

describe('analytics:key arguments', () => {
  it.each([
    [['--name', 'Warehouse loader'], { action: 'create', name: 'Warehouse loader' }],
    [['--revoke', 'Warehouse loader'], { action: 'revoke', idOrName: 'Warehouse loader' }],
    [['--list'], { action: 'list' }],
    [[], { action: 'help' }],
    [['--name', 'x', '--help'], { action: 'help' }],
    [['--name'], { action: 'invalid', problem: '--name needs a value' }],
    [['--name', '  '], { action: 'invalid', problem: '--name needs a value' }],
    [['--drop', 'x'], { action: 'invalid', problem: 'Unknown option --drop' }],
    [['--list', 'all'], { action: 'invalid', problem: 'Unexpected all' }],
    [['--name', 'a', 'b'], { action: 'invalid', problem: 'Unexpected b' }],
  ])('reads %j', (args, command) => {
    expect(parseKeyArgs(args)).toEqual(command);
  });
});
