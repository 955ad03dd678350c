import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CUSTOMER_MESSAGES,
  type AccountErrors,
  type CustomerDetailsData,
  type EditCustomerDetailsResponse,
  type SignInMethodsData,
} from '@shop/contracts';
import type { Request } from 'express';
import { DomainError } from '../../../platform/domain-error';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { SessionService } from '../../../platform/session/session.service';
import { Customers } from '../../customers.service';
import type { Customer } from '../../domain/customer';
import { appendContextOf } from '../../session/append-context';
import { customerIdOf, SignedInCustomerGuard } from '../../session/signed-in-customer.guard';
import { LinkRequestThrottle } from '../sign-in-link/link-request-throttle';
import { ChangePasswordDto, EditDetailsDto, VerifyEmailDto } from './edit-details.dto';

/**
 * The signed-in customer's own details, password and sign-in methods (`/api/account/...`,
 * always the session's customer: no id is read from the request). The email verification link
 * works without signing in: its key says whose email it is.
 */
@ApiTags('accounts')
@Controller('account')
export class EditDetailsController {
  constructor(
    private readonly customers: Customers,
    private readonly sessions: SessionService,
    private readonly throttle: LinkRequestThrottle,
  ) {}

  @Get('details')
  @UseGuards(SignedInCustomerGuard)
  @ApiOperation({ summary: "The signed-in customer's details." })
  @ApiData('CustomerDetailsData')
  details(@Req() request: Request): Promise<CustomerDetailsData> {
    return this.detailsOf(customerIdOf(request));
  }

  @Post('details')
  @HttpCode(200)
  @UseGuards(SignedInCustomerGuard)
  @ApiOperation({ summary: 'Saves the details; a new email waits for its verification link.' })
  @ApiRequestBody('EditCustomerDetailsRequest')
  @ApiData('EditCustomerDetailsResponse')
  async edit(
    @Body() body: EditDetailsDto,
    @Req() request: Request,
  ): Promise<EditCustomerDetailsResponse> {
    const customerId = customerIdOf(request);
    const { verificationSent } = await this.customers.editDetails(
      customerId,
      body,
      appendContextOf(request),
    );
    return { details: await this.detailsOf(customerId), verificationSent };
  }

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(SignedInCustomerGuard)
  @ApiOperation({
    summary: 'A new password given the current one; every other session of the customer ends.',
  })
  @ApiRequestBody('ChangePasswordRequest')
  @ApiData('AccountErrors')
  async changePassword(
    @Body() body: ChangePasswordDto,
    @Req() request: Request,
  ): Promise<AccountErrors> {
    const customerId = customerIdOf(request);
    try {
      await this.customers.changePassword(
        customerId,
        body.currentPassword,
        body.newPassword,
        appendContextOf(request),
      );
    } catch (error) {
      if (error instanceof DomainError && error.status === 400) return [error.message];
      throw error;
    }
    await this.sessions.endCustomerSessions(customerId, request.shopSession!.id);
    return [];
  }

  @Post('set-password-link')
  @HttpCode(200)
  @UseGuards(SignedInCustomerGuard)
  @ApiOperation({
    summary: 'Mails the signed-in customer a link to set a new password (once, within an hour).',
  })
  @ApiData('AccountErrors')
  async setPasswordLink(@Req() request: Request): Promise<AccountErrors> {
    const customer = await this.customerOf(customerIdOf(request));
    await this.throttle.take(customer.email, request.ip ?? '');
    await this.customers.requestPasswordSet(customer, appendContextOf(request));
    return [];
  }

  @Get('signin-methods')
  @UseGuards(SignedInCustomerGuard)
  @ApiOperation({ summary: 'How the customer can sign in: password and emailed link.' })
  @ApiData('SignInMethodsData')
  async signInMethods(@Req() request: Request): Promise<SignInMethodsData> {
    const customer = await this.customerOf(customerIdOf(request));
    return { password: true, emailLink: true, email: customer.email };
  }

  @Post('edit-details/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirms a new email with the emailed key (no sign-in needed).' })
  @ApiRequestBody('VerifyEmailRequest')
  @ApiData('AccountErrors')
  async verify(@Body() body: VerifyEmailDto, @Req() request: Request): Promise<AccountErrors> {
    try {
      const changed = await this.customers.verifyEmail(body.key, appendContextOf(request));
      return changed ? [] : [CUSTOMER_MESSAGES.verifyKeyInvalid];
    } catch (error) {
      if (error instanceof DomainError && error.status === 409) return [error.message];
      throw error;
    }
  }

  private async detailsOf(customerId: string): Promise<CustomerDetailsData> {
    const customer = await this.customerOf(customerId);
    return {
      customerId: customer.id,
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      mailShot: customer.mailShot,
      businessCustomer: customer.businessCustomer,
      referralToken: customer.referralToken,
      createdAt: customer.createdAt,
      pendingEmail: await this.customers.pendingEmail(customer.id),
    };
  }

  private async customerOf(customerId: string): Promise<Customer> {
    const customer = await this.customers.byId(customerId);
    if (!customer) throw new DomainError(CUSTOMER_MESSAGES.signInRequired, 403);
    return customer;
  }
}
