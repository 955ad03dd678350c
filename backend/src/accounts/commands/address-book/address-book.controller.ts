import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AddressBookData, SavedAddress } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { AddressBook } from '../../address-book.service';
import { customerIdOf, SignedInCustomerGuard } from '../../session/signed-in-customer.guard';
import { SavedAddressDto } from './address-book.dto';

/**
 * The signed-in customer's address book (`/api/account/address-book`). The customer is always
 * the session's; an id of anyone else's address answers 404 like an unknown one.
 */
@ApiTags('accounts')
@Controller('account/address-book')
@UseGuards(SignedInCustomerGuard)
export class AddressBookController {
  constructor(private readonly addressBook: AddressBook) {}

  @Get()
  @ApiOperation({ summary: "The customer's saved addresses: the default first, then the newest." })
  @ApiData('AddressBookData')
  list(@Req() request: Request): Promise<AddressBookData> {
    return this.addressBook.list(customerIdOf(request));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the customer’s saved addresses (404 for any other id).' })
  @ApiData('SavedAddress')
  get(@Param('id') id: string, @Req() request: Request): Promise<SavedAddress> {
    return this.addressBook.get(customerIdOf(request), id);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Saves a new address (checked as the checkout recipient); the first is the default.',
  })
  @ApiRequestBody('SavedAddressRequest')
  @ApiData('SavedAddress')
  add(@Body() body: SavedAddressDto, @Req() request: Request): Promise<SavedAddress> {
    return this.addressBook.add(customerIdOf(request), body);
  }

  @Post(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Changes a saved address (checked as the checkout recipient).' })
  @ApiRequestBody('SavedAddressRequest')
  @ApiData('SavedAddress')
  edit(
    @Param('id') id: string,
    @Body() body: SavedAddressDto,
    @Req() request: Request,
  ): Promise<SavedAddress> {
    return this.addressBook.edit(customerIdOf(request), id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Deletes a saved address; the newest remaining becomes the default if it was.',
  })
  @ApiData('AddressBookData')
  delete(@Param('id') id: string, @Req() request: Request): Promise<AddressBookData> {
    return this.addressBook.delete(customerIdOf(request), id);
  }

  @Post(':id/default')
  @HttpCode(200)
  @ApiOperation({ summary: 'Makes a saved address the default.' })
  @ApiData('AddressBookData')
  makeDefault(@Param('id') id: string, @Req() request: Request): Promise<AddressBookData> {
    return this.addressBook.makeDefault(customerIdOf(request), id);
  }
}
