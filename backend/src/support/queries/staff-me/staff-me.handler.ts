import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SUPPORT_MESSAGES, type SupportStaffResponse } from '@shop/contracts';
import { Accounts } from '../../../accounts';
import { staffAccess, supportStaffOf } from '../../staff/support-staff.guard';
import { StaffMe } from './staff-me.query';

@QueryHandler(StaffMe)
export class StaffMeHandler implements IQueryHandler<StaffMe> {
  constructor(private readonly accounts: Accounts) {}

  async execute({ session }: StaffMe): Promise<SupportStaffResponse> {
    if (staffAccess(session) === 403) throw new ForbiddenException(SUPPORT_MESSAGES.staffOnly);
    const staff = await supportStaffOf(session?.account, this.accounts);
    if (!staff) throw new UnauthorizedException(SUPPORT_MESSAGES.signInRequired);
    return { staff };
  }
}
