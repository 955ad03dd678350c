import { UnauthorizedException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SUPPORT_MESSAGES, type SupportStaffResponse } from '@shop/contracts';
import { Accounts } from '../../../accounts';
import { supportStaffOf } from '../../staff/support-staff.guard';
import { StaffMe } from './staff-me.query';

@QueryHandler(StaffMe)
export class StaffMeHandler implements IQueryHandler<StaffMe> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ account }: StaffMe): Promise<SupportStaffResponse> {
    const staff = await supportStaffOf(account, this.accounts);
    if (!staff) throw new UnauthorizedException(SUPPORT_MESSAGES.signInRequired);
    return { staff };
  }
}
